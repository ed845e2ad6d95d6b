// musicat's page: the groups as a grid with their download state, a group with "Play all",
// its tracks and its edits, and one search box for tracks and lyrics. Everything it shows
// comes from the service's /api/; its writes are those of `musicat group`.
import { Player, clock } from "/player.js";

const $ = (id) => document.getElementById(id);
const view = $("view");

/** A cover: the picture the server has (a transparent pixel when none) over a gradient of
 *  the group's own colour and a note. With `lazy`, the picture is asked for only once the
 *  cover comes near the screen (a grid of thousands asks for a few dozen). */
function cover(src, id, lazy) {
  const box = make("span", { className: "cover" });
  box.style.setProperty("--hue", String((id * 137) % 360));
  if (lazy) {
    box.dataset.src = src;
    nearScreen.observe(box);
  } else {
    box.append(make("img", { src, alt: "", decoding: "async" }));
  }
  return box;
}

const nearScreen = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const box = entry.target;
    nearScreen.unobserve(box);
    box.append(make("img", { src: box.dataset.src, alt: "", decoding: "async" }));
  }
}, { rootMargin: "400px" });

/** Makes an element: `make("li", { className: "x" }, child, "text")`. */
function make(tag, properties = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(properties)) {
    if (key === "dataset") Object.assign(element.dataset, value);
    else if (key.startsWith("aria") || key === "role" || key === "for") element.setAttribute(
      key.replace(/^aria([A-Z])/, (_, letter) => `aria-${letter.toLowerCase()}`), value);
    else element[key] = value;
  }
  element.append(...children.filter((child) => child != null));
  return element;
}

/** The service's API: JSON reads, and form-encoded writes carrying the session's token. */
const api = {
  csrf: "",
  async request(path, options = {}) {
    const response = await fetch(path, { credentials: "same-origin", ...options });
    if (response.status === 401) {
      showLogin();
      throw new Error("Sign in to continue.");
    }
    const body = response.headers.get("Content-Type")?.includes("json") ? await response.json() : null;
    if (!response.ok) {
      const error = new Error(body?.error ?? `The server answered ${response.status}.`);
      error.status = response.status;
      throw error;
    }
    return body;
  },
  async get(path, { missingIsNull = false } = {}) {
    try {
      return await this.request(path);
    } catch (error) {
      if (missingIsNull && error.status === 404) return null;
      throw error;
    }
  },
  post(path, fields = []) {
    const body = new URLSearchParams(fields);
    return this.request(path, { method: "POST", body, headers: { "X-CSRF-Token": this.csrf } });
  },
};

const player = new Player(
  {
    audio: $("audio"),
    play: $("play"),
    previous: $("previous"),
    next: $("next"),
    now: $("now-playing"),
    panel: $("lyrics"),
    title: $("lyrics-title"),
    lines: $("lyric-lines"),
    spoken: $("lyric-now"),
  },
  api,
);

function showLyrics(shown) {
  $("lyrics").hidden = !shown;
  document.body.classList.toggle("with-lyrics", shown);
  $("show-lyrics").setAttribute("aria-pressed", String(shown));
  if (shown) player.showTime();
}

$("show-lyrics").addEventListener("click", () => showLyrics($("lyrics").hidden));
$("close-lyrics").addEventListener("click", () => showLyrics(false));

/** Asks for a line of text in a dialog; resolves to it, or null when cancelled. */
function ask(label, value = "", action = "OK") {
  return new Promise((resolve) => {
    const input = make("input", { type: "text", value, required: true, ariaLabel: label });
    const dialog = make(
      "dialog", { ariaLabel: label },
      make("form", { method: "dialog", className: "form" },
        make("label", {}, label, make("br"), input),
        make("div", { className: "tools" },
          make("button", { className: "primary", value: "ok" }, action),
          make("button", { value: "cancel", formNoValidate: true }, "Cancel"))));
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(dialog.returnValue === "ok" ? input.value.trim() || null : null);
    });
    document.body.append(dialog);
    dialog.showModal();
    input.select();
  });
}

function confirmAction(question, action) {
  return new Promise((resolve) => {
    const dialog = make(
      "dialog", { ariaLabel: question },
      make("form", { method: "dialog", className: "form" },
        make("p", {}, question),
        make("div", { className: "tools" },
          make("button", { className: "primary", value: "ok" }, action),
          make("button", { value: "cancel", autofocus: true }, "Cancel"))));
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(dialog.returnValue === "ok");
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}

function showError(error) {
  view.prepend(make("p", { className: "notice", role: "alert" }, error.message));
}

// ---- Views --------------------------------------------------------------------------------

let stopPolling = () => {};
/** How many cards of the grid are made before it is first shown. */
const firstCards = 120;

function render(title, ...children) {
  stopPolling();
  view.replaceChildren(...children);
  view.setAttribute("aria-busy", "false");
  document.title = title ? `${title} · musicat` : "musicat";
}

/** A count with its noun, singular for exactly one: "1 track", "0 tracks". */
function counted(count, noun) {
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
}

function stateLabel(group) {
  if (group.state === "downloading") {
    return `downloading ${group.downloaded_count} of ${group.track_count}`;
  }
  return group.state;
}

/**
 * Writes a group's name into a card: a group made from a folder is named by its path
 * (`Artist/Album`), so the folders above it go on a small line of their own and its own
 * name below; cut at the end, every album of an artist would read the same.
 */
function showName(element, group) {
  const name = group.name;
  const slash = name.lastIndexOf("/");
  const own = name.slice(slash + 1);
  // A name with a slash the user typed ("AC/DC") is not a path: the folder's own name differs.
  const isPath = slash > 0 && own !== "" && typeof group.source_path === "string"
    && group.source_path.endsWith(`/${own}`);
  element.replaceChildren(
    ...(isPath ? [make("span", { className: "where ellipsis" }, name.slice(0, slash))] : []),
    make("span", { className: "ellipsis" }, isPath ? own : name));
  element.title = name;
}

function groupCard(group) {
  const name = make("span", { className: "name" });
  const count = make("span", {}, counted(group.track_count, "track"));
  const state = make("span", { className: `state state-${group.state}` }, group.state);
  const card = make(
    "a", { className: "card", href: `#/groups/${group.id}` },
    cover(`/api/groups/${group.id}/cover`, group.id, true),
    name,
    make("span", { className: "meta" }, count, state));
  const item = make("li", { dataset: { id: group.id } }, card);
  updateCard(item, group);
  return item;
}

/** Brings a card up to date with `group` (its name, count, state and progress). */
function updateCard(item, group) {
  const card = item.firstChild;
  const [, name, meta] = card.children;
  showName(name, group);
  meta.firstChild.textContent = counted(group.track_count, "track");
  const state = meta.lastChild;
  state.className = `state state-${group.state}`;
  state.textContent = group.state;
  card.setAttribute("aria-label", `${group.name}, ${meta.firstChild.textContent}, ${stateLabel(group)}`);
  let progress = card.querySelector("progress");
  if (group.state === "downloading") {
    if (!progress) {
      progress = make("progress", { ariaLabel: "Downloaded" });
      card.append(progress);
    }
    progress.max = Math.max(1, group.track_count);
    progress.value = group.downloaded_count;
  } else {
    progress?.remove();
  }
}

async function showGroups() {
  const groups = await api.get("/api/groups");
  const grid = make("ul", { className: "grid", ariaLabel: "Groups" });
  const cards = new Map();
  const fill = (list) => {
    const seen = new Set();
    let previous = null;
    for (const group of list) {
      seen.add(group.id);
      let item = cards.get(group.id);
      if (item) updateCard(item, group);
      else {
        item = groupCard(group);
        cards.set(group.id, item);
      }
      if (item.previousSibling !== previous || item.parentNode !== grid) {
        if (previous) previous.after(item);
        else grid.prepend(item);
      }
      previous = item;
    }
    for (const [id, item] of cards) {
      if (!seen.has(id)) {
        item.remove();
        cards.delete(id);
      }
    }
    heading.textContent = counted(list.length, "group");
  };
  const heading = make("h1", {});
  // A first screenful at once, the rest a frame later: a catalog of thousands of groups
  // shows its grid as fast as a small one.
  fill(groups.slice(0, firstCards));
  render("", heading, groups.length ? grid : make("p", { className: "notice" },
    "No groups yet: import a folder with 'musicat import FOLDER'."));
  if (!groups.length) view.append(grid);
  performance.mark("musicat:grid");
  if (groups.length > firstCards) {
    requestAnimationFrame(() => setTimeout(() => {
      fill(groups);
      performance.mark("musicat:grid-complete");
    }));
  }
  // While an import runs, the states and counts change: ask again every few seconds (the
  // answer is revalidated by its ETag, so an unchanged catalog costs a 304).
  const timer = setInterval(async () => {
    try {
      fill(await api.get("/api/groups"));
    } catch {
      // The next round asks again.
    }
  }, 3000);
  stopPolling = () => clearInterval(timer);
}

/** A track's row. Its title plays it; when its audio is not here, the title opens its
 *  lyrics to read (when it has some) or does nothing. */
function trackRow(track, { position, total, onPlay, editable }) {
  const here = track.downloaded;
  const readable = !here && track.lrc_path !== null;
  const title = readable
    ? make("a", {
      className: "title ellipsis", href: lyricsLink(track.id, null),
      title: `Read the lyrics of ${track.title} (not downloaded)`,
    }, track.title)
    : make("button", {
      type: "button", className: "title ellipsis", title: here ? `Play ${track.title}` : `${track.title} (not downloaded)`,
      disabled: !here,
    }, track.title);
  if (here) title.addEventListener("click", onPlay);
  const marks = make("span", { className: "marks" });
  if (track.hd) marks.append(make("span", { className: "mark hd", title: `HD: ${track.quality}` }, "HD"));
  marks.append(here
    ? make("span", { className: "mark here", title: `Downloaded (${track.quality})` }, "✓")
    : make("span", { className: "mark", title: "Not downloaded" }, "not here"));
  const end = make("span", { className: "end" }, make("span", { className: "duration" }, clock(track.duration_ms)), marks);
  const row = make(
    "li", {
      className: `track${here ? "" : " missing"}`, dataset: { id: track.id },
      ariaLabel: `${position ?? ""} ${track.title}, ${track.artist}${here ? "" : ", not downloaded"}`,
    },
    make("span", { className: "number" }, String(position ?? track.track_number ?? "")),
    make("span", { className: "main" }, title,
      make("span", { className: "sub" },
        make("span", { className: "ellipsis", title: track.artist }, track.artist),
        track.album ? make("span", { className: "ellipsis", title: track.album }, track.album) : null)),
    end);
  if (!here && !readable) row.setAttribute("aria-disabled", "true");
  if (editable) {
    const up = make("button", { type: "button", ariaLabel: `Move ${track.title} up`, title: "Move up", disabled: position === 1 }, "↑");
    const down = make("button", { type: "button", ariaLabel: `Move ${track.title} down`, title: "Move down", disabled: position === total }, "↓");
    const remove = make("button", { type: "button", ariaLabel: `Remove ${track.title} from the group`, title: "Remove" }, "✕");
    up.addEventListener("click", () => editable.move(track.id, position - 1));
    down.addEventListener("click", () => editable.move(track.id, position + 1));
    remove.addEventListener("click", () => editable.remove(track.id));
    end.append(up, down, remove);
    row.draggable = true;
    row.dataset.position = position;
  }
  if (player.track?.id === track.id) row.classList.add("playing");
  return row;
}

async function showGroup(id) {
  const { group, tracks } = await api.get(`/api/groups/${id}`);
  const edit = async (path, fields) => {
    try {
      await api.post(`/api/groups/${id}/${path}`, fields);
      await showGroup(id);
    } catch (error) {
      showError(error);
    }
  };
  const editable = {
    move: (track, to) => edit("move", [["track", track], ["position", to]]),
    remove: (track) => edit("remove", [["track", track]]),
  };
  const list = make("ol", { className: "tracks", ariaLabel: `Tracks of ${group.name}` });
  tracks.forEach((track, index) => list.append(trackRow(track, {
    position: track.position, total: tracks.length, editable,
    onPlay: () => player.play(tracks, index),
  })));
  enableDragging(list, editable);

  const playAll = make("button", { type: "button", className: "primary play-all", disabled: !tracks.some((t) => t.downloaded) },
    make("span", { ariaHidden: "true" }, "▶"), "Play all", make("span", { className: "count" }, `(${tracks.length})`));
  playAll.addEventListener("click", () => player.play(tracks, tracks.findIndex((t) => t.downloaded)));
  const state = make("select", { ariaLabel: "State" },
    ...["normal", "downloading", "downloaded"].map((value) => make("option", { value, selected: value === group.state }, value)));
  state.addEventListener("change", () => edit("state", [["state", state.value]]));
  const rename = make("button", { type: "button" }, "Rename");
  rename.addEventListener("click", async () => {
    const name = await ask("New name of the group", group.name, "Rename");
    if (name && name !== group.name) edit("rename", [["name", name]]);
  });
  const remove = make("button", { type: "button" }, "Delete");
  remove.addEventListener("click", async () => {
    if (!(await confirmAction(`Delete the group '${group.name}'? Its tracks stay in the catalog.`, "Delete"))) return;
    try {
      await api.post(`/api/groups/${id}/delete`);
      location.hash = "#/";
    } catch (error) {
      showError(error);
    }
  });
  const adder = addTracksForm(id, () => showGroup(id));
  const downloaded = tracks.filter((t) => t.downloaded).length;
  render(group.name,
    make("div", { className: "group-head" },
      cover(`/api/groups/${id}/cover`, id, false),
      make("div", { className: "facts" },
        make("h1", { className: "name" }, group.name),
        make("p", { className: "muted" },
          `${counted(tracks.length, "track")}, ${downloaded} downloaded · `,
          make("span", { className: `state state-${group.state}` }, stateLabel(group))),
        make("div", { className: "tools" }, playAll, state, rename, remove))),
    list,
    adder);
  if (!tracks.length) list.after(make("p", { className: "muted" }, "No tracks yet: add some below."));
}

/** Drag and drop of a group's rows; the buttons beside each row do the same by keyboard. */
function enableDragging(list, editable) {
  let from = null;
  const rowAt = (event) => event.target.closest?.("li.track");
  list.addEventListener("dragstart", (event) => {
    const row = rowAt(event);
    if (!row) return;
    from = row;
    row.classList.add("dragging");
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", row.dataset.id);
  });
  list.addEventListener("dragover", (event) => {
    const row = rowAt(event);
    if (from == null || !row) return;
    event.preventDefault();
    for (const other of list.querySelectorAll(".drop-before")) other.classList.remove("drop-before");
    row.classList.add("drop-before");
  });
  list.addEventListener("dragend", () => {
    from = null;
    for (const other of list.querySelectorAll(".dragging, .drop-before")) other.classList.remove("dragging", "drop-before");
  });
  list.addEventListener("drop", (event) => {
    const row = rowAt(event);
    if (from == null || !row) return;
    event.preventDefault();
    if (row !== from) editable.move(Number(from.dataset.id), Number(row.dataset.position));
  });
}

function addTracksForm(groupID, refresh) {
  const input = make("input", { type: "search", ariaLabel: "Tracks to add, by the query language", placeholder: "artist:x hd:yes, or words of a title" });
  const results = make("ul", { className: "hits", ariaLabel: "Tracks to add" });
  const form = make("form", { className: "tools", role: "search" }, input, make("button", { type: "submit" }, "Find"));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    results.replaceChildren();
    try {
      const tracks = await api.get(`/api/tracks?limit=50&q=${encodeURIComponent(input.value)}`);
      for (const track of tracks) {
        const add = make("button", { type: "button", ariaLabel: `Add ${track.title}` }, "Add");
        add.addEventListener("click", async () => {
          try {
            await api.post(`/api/groups/${groupID}/add`, [["track", track.id]]);
            await refresh();
          } catch (error) {
            showError(error);
          }
        });
        results.append(make("li", { className: "track" }, make("span"),
          make("span", { className: "main" }, make("span", { className: "ellipsis" }, track.title),
            make("span", { className: "sub" }, track.artist)), make("span", { className: "end" }, add)));
      }
      if (!tracks.length) results.append(make("li", { className: "muted" }, "No track matches."));
    } catch (error) {
      results.append(make("li", { role: "alert" }, error.message));
    }
  });
  return make("section", { ariaLabel: "Add tracks" }, make("h2", {}, "Add tracks"), form, results);
}

/** Folds text for finding a query in it: case, and accents (é is e), aside. */
function fold(text) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** `text` with the first place each word of `query` is found marked. */
function marked(text, query) {
  // Folding may change lengths: keep, for each folded character, where it came from.
  let folded = "";
  const origin = [];
  for (let index = 0; index < text.length; ) {
    const character = String.fromCodePoint(text.codePointAt(index));
    const piece = fold(character);
    for (let k = 0; k < piece.length; k++) origin.push(index);
    folded += piece;
    index += character.length;
  }
  origin.push(text.length);
  const ranges = [];
  for (const word of query.split(/\s+/).filter((w) => w && !/^-?\w+:/.test(w))) {
    const at = folded.indexOf(fold(word));
    if (at >= 0) ranges.push([origin[at], origin[at + fold(word).length]]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const fragment = document.createDocumentFragment();
  let last = 0;
  for (const [start, end] of ranges) {
    if (start < last) continue;
    fragment.append(text.slice(last, start), make("mark", {}, text.slice(start, end)));
    last = end;
  }
  fragment.append(text.slice(last));
  return fragment;
}

/** How many lyric lines or tracks a search page asks for at a time. */
const searchPage = 100;

/**
 * A button under a list that asks for the next page (`load(offset)` appends it and says
 * whether more are left) until none is: a search with more matches than a page shows them all.
 */
function moreButton(label, load) {
  const button = make("button", { type: "button", className: "more" }, label);
  let offset = searchPage;
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      const more = await load(offset);
      offset += searchPage;
      if (more) button.disabled = false; else button.remove();
    } catch (error) {
      button.disabled = false;
      showError(error);
    }
  });
  return button;
}

/** A matching line, which plays its track from the line's time (from the start when the
 * line has none: untimed lyrics); greyed, as a track row is, when the audio is not here,
 * and then a link to the track's lyrics, read from that line. */
function lyricHit(match, query) {
  const timed = match.time_ms !== null;
  const here = match.downloaded;
  const content = [
    make("span", { className: "muted" },
      `${match.title}${match.artist ? ` — ${match.artist}` : ""}${timed ? ` · ${match.time}` : ""}${here ? "" : " · not here"}`),
    make("span", { className: "line" }, marked(match.text, query)),
  ];
  let action;
  if (here) {
    action = make("button", { type: "button", title: timed ? `Play from ${match.time}` : `Play ${match.title}` }, ...content);
    action.addEventListener("click", async () => playFrom(await api.get(`/api/tracks/${match.track_id}`), match.time_ms ?? 0));
  } else {
    action = make("a", {
      href: lyricsLink(match.track_id, match.time_ms), title: `Read the lyrics of ${match.title} (not downloaded)`,
    }, ...content);
  }
  const dataset = timed ? { track: match.track_id, ms: match.time_ms } : { track: match.track_id };
  return make("li", { className: here ? "hit" : "hit missing", dataset }, action);
}

/** Plays `track` alone from `ms`, its lyrics shown following the music. */
async function playFrom(track, ms) {
  await player.play([track], 0, ms);
  showLyrics(true);
}

/** A line's time as LRC and `musicat search` write it: 01:40.25. */
function lineTime(ms) {
  const centiseconds = Math.floor(ms / 10);
  const two = (number) => String(number).padStart(2, "0");
  return `${two(Math.floor(centiseconds / 6000))}:${two(Math.floor(centiseconds / 100) % 60)}.${two(centiseconds % 100)}`;
}

/** The address of a track's lyrics page, at the line sung at `ms` when there is one. */
function lyricsLink(id, ms) {
  return `#/tracks/${id}/lyrics${ms === null ? "" : `?at=${ms}`}`;
}

/** A track's lyrics to read, without playing it (its audio may not be here): each line with
 *  its time, the lines sung at `atMs` marked and brought into view; Play when the audio is
 *  here. */
async function showTrackLyrics(id, atMs) {
  const [track, lyrics] = await Promise.all([
    api.get(`/api/tracks/${id}`),
    api.get(`/api/tracks/${id}/lyrics`, { missingIsNull: true }),
  ]);
  const about = make("p", { className: "muted" },
    [track.artist, track.album].filter(Boolean).join(" · ") || "Unknown artist",
    track.downloaded ? null : " · not downloaded");
  const facts = make("div", { className: "facts" }, make("h1", { className: "name" }, track.title), about);
  const heading = make("div", { className: "group-head" }, facts);
  const lines = lyrics?.lines ?? [];
  if (track.downloaded) {
    const play = make("button", { type: "button", className: "primary" }, atMs === null ? "▶ Play" : `▶ Play from ${lineTime(atMs)}`);
    play.addEventListener("click", () => playFrom(track, atMs ?? 0));
    facts.append(make("div", { className: "tools" }, play));
  }
  const list = make("ol", { className: "lyric-page", ariaLabel: `Lyrics of ${track.title}` });
  for (const line of lines) {
    const timed = line.time_ms !== null;
    const current = timed && atMs !== null && line.time_ms === atMs;
    let parts = [
      timed ? make("span", { className: "time muted" }, lineTime(line.time_ms)) : null,
      make("span", { className: "text" }, line.text),
    ];
    // A timed line of a track that is here plays from it, as in the player's lyrics.
    if (timed && track.downloaded) {
      const button = make("button", { type: "button", title: `Play from ${lineTime(line.time_ms)}` }, ...parts);
      button.addEventListener("click", () => playFrom(track, line.time_ms));
      parts = [button];
    }
    list.append(make("li", current ? { className: "current", ariaCurrent: "true" } : {}, ...parts));
  }
  if (!lines.length) list.append(make("li", { className: "muted" }, "No lyrics for this track."));
  render(track.title, heading, list);
  list.querySelector("li.current")?.scrollIntoView({ block: "center" });
}

async function showSearch(query) {
  $("search").value = query;
  const encoded = encodeURIComponent(query);
  // Words that are not field terms (artist:x, hd:yes) are looked for in the lyrics too.
  const hasText = query.split(/\s+/).some((word) => word && !/^-?[a-z_]+:/i.test(word));
  // One track more than a page says whether another page follows.
  const trackPage = (offset) => api.get(`/api/tracks?limit=${searchPage + 1}&offset=${offset}&q=${encoded}`);
  const lyricPage = (offset) => api.get(`/api/search?limit=${searchPage}&offset=${offset}&q=${encoded}`);
  const [firstTracks, lyrics] = await Promise.all([
    trackPage(0).catch((error) => error),
    hasText ? lyricPage(0).catch((error) => error) : null,
  ]);
  const sections = [make("h1", {}, `Search: ${query}`)];
  const lyricList = make("ol", { className: "hits", ariaLabel: "Lyric lines" });
  if (Array.isArray(lyrics?.matches)) {
    lyricList.append(...lyrics.matches.map((match) => lyricHit(match, query)));
    const heading = lyrics.total_is_exact ? counted(lyrics.total, "lyric line") : `${lyrics.total}+ lyric lines`;
    sections.push(make("h2", {}, heading), lyricList);
    if (lyrics.matches.length < lyrics.total) {
      sections.push(moreButton("More lyric lines", async (offset) => {
        const page = await lyricPage(offset);
        lyricList.append(...page.matches.map((match) => lyricHit(match, query)));
        return page.matches.length === searchPage && (!page.total_is_exact || offset + searchPage < page.total);
      }));
    }
  }
  const trackList = make("ol", { className: "tracks", ariaLabel: "Tracks" });
  if (Array.isArray(firstTracks)) {
    // Every row plays the list loaded so far, from itself.
    const tracks = [];
    const heading = make("h2", {});
    const append = (page) => {
      for (const track of page.slice(0, searchPage)) {
        const index = tracks.push(track) - 1;
        trackList.append(trackRow(track, { onPlay: () => player.play(tracks, index) }));
      }
      const more = page.length > searchPage;
      heading.textContent = more ? `${tracks.length}+ tracks` : counted(tracks.length, "track");
      return more;
    };
    sections.push(heading, trackList);
    if (append(firstTracks)) {
      sections.push(moreButton("More tracks", async (offset) => append(await trackPage(offset))));
    }
  } else if (firstTracks instanceof Error) {
    sections.push(make("p", { className: "notice", role: "alert" }, firstTracks.message));
  }
  render(`Search: ${query}`, ...sections);
}

function showLogin(message) {
  stopPolling();
  $("new-group").hidden = true;
  $("sign-out").hidden = true;
  const name = make("input", { type: "text", name: "username", autocomplete: "username", required: true });
  const password = make("input", { type: "password", name: "password", autocomplete: "current-password", required: true });
  const note = make("p", { role: "alert", className: "muted" }, message ?? "");
  const form = make("form", { className: "form notice" },
    make("h1", {}, "Sign in to musicat"),
    make("label", {}, "User", make("br"), name),
    make("label", {}, "Password", make("br"), password),
    make("button", { className: "primary", type: "submit" }, "Sign in"),
    note);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const response = await fetch("/api/session", {
      method: "POST", credentials: "same-origin",
      body: new URLSearchParams({ username: name.value, password: password.value }),
    });
    const answer = await response.json();
    if (answer.signed_in) {
      await start();
    } else {
      note.textContent = answer.error;
      password.select();
    }
  });
  view.replaceChildren(form);
  view.setAttribute("aria-busy", "false");
  name.focus();
}

async function route() {
  const hash = location.hash.replace(/^#/, "") || "/";
  try {
    const group = hash.match(/^\/groups\/(\d+)$/);
    const lyrics = hash.match(/^\/tracks\/(\d+)\/lyrics(?:\?at=(\d+))?$/);
    if (group) await showGroup(Number(group[1]));
    else if (lyrics) await showTrackLyrics(Number(lyrics[1]), lyrics[2] === undefined ? null : Number(lyrics[2]));
    else if (hash.startsWith("/search")) await showSearch(new URLSearchParams(hash.split("?")[1] ?? "").get("q") ?? "");
    else await showGroups();
    view.focus({ preventScroll: true });
  } catch (error) {
    if (!$("view").querySelector("form.notice")) render("", make("p", { className: "notice", role: "alert" }, error.message));
  }
}

async function start() {
  let session;
  try {
    session = await api.request("/api/session");
  } catch (error) {
    render("", make("p", { className: "notice", role: "alert" }, error.message));
    return;
  }
  if (!session.signed_in) {
    showLogin();
    return;
  }
  api.csrf = session.csrf_token;
  $("new-group").hidden = false;
  $("sign-out").hidden = !session.user;
  await route();
}

$("search-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const query = $("search").value.trim();
  if (query) location.hash = `#/search?q=${encodeURIComponent(query)}`;
});

$("new-group").addEventListener("click", async () => {
  const name = await ask("Name of the new group", "", "Create");
  if (!name) return;
  try {
    const group = await api.post("/api/groups", [["name", name]]);
    location.hash = `#/groups/${group.id}`;
  } catch (error) {
    showError(error);
  }
});

$("sign-out").addEventListener("click", async () => {
  await api.post("/api/session/end").catch(() => {});
  showLogin("Signed out.");
});

player.onChange((track) => {
  for (const row of document.querySelectorAll("li.track")) {
    row.classList.toggle("playing", track != null && Number(row.dataset.id) === track.id);
  }
});

// Space plays or pauses, the arrows move 5 seconds, N and P change track, L shows the lyrics;
// not while typing, and not when a button or link has the key.
document.addEventListener("keydown", (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  if (target.closest?.("input, select, textarea, dialog, audio")) return;
  const onControl = target.closest?.("button, a");
  switch (event.key) {
    case " ":
      if (onControl) return;
      player.toggle();
      break;
    case "ArrowLeft": player.skip(-5); break;
    case "ArrowRight": player.skip(5); break;
    case "n": case "N": player.next(); break;
    case "p": case "P": player.previous(); break;
    case "l": case "L": showLyrics($("lyrics").hidden); break;
    default: return;
  }
  event.preventDefault();
});

window.addEventListener("hashchange", route);
start();

// The player: one <audio> element on the service's stream of a track (ranges make seeking
// work), a queue, the system's media controls, and the lyrics of the playing track, whose
// current line is found by a binary search over the line times at every timeupdate (the LRC
// engine's "line at time"), with its words lit as they are sung.

/** The index of the last line whose time is at or before `ms`, or -1 (before the first). */
export function lineAt(lines, ms) {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (lines[middle].time_ms <= ms) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** "m:ss" for a time in milliseconds. */
export function clock(ms) {
  if (ms == null || !Number.isFinite(ms)) return "";
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export class Player {
  constructor(elements, api) {
    this.audio = elements.audio;
    this.elements = elements;
    this.api = api;
    this.queue = [];
    this.index = -1;
    this.lines = [];
    this.synced = false;
    this.current = [];
    this.lyricsFor = null;
    this.listeners = new Set();
    this.audio.addEventListener("timeupdate", () => this.showTime());
    this.audio.addEventListener("seeked", () => this.showTime());
    this.audio.addEventListener("play", () => { this.changed(); this.animate(); });
    this.audio.addEventListener("pause", () => this.changed());
    this.audio.addEventListener("ended", () => this.next());
    elements.play.addEventListener("click", () => this.toggle());
    elements.previous.addEventListener("click", () => this.previous());
    elements.next.addEventListener("click", () => this.next());
    elements.lines.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-ms]");
      if (button) this.seek(Number(button.dataset.ms));
    });
    if ("mediaSession" in navigator) {
      const session = navigator.mediaSession;
      session.setActionHandler("play", () => this.audio.play());
      session.setActionHandler("pause", () => this.audio.pause());
      session.setActionHandler("previoustrack", () => this.previous());
      session.setActionHandler("nexttrack", () => this.next());
      session.setActionHandler("seekto", (details) => this.seek(details.seekTime * 1000));
    }
  }

  /** Calls `listener` whenever the track or the playing state changes. */
  onChange(listener) { this.listeners.add(listener); }

  changed() {
    const playing = !this.audio.paused;
    this.elements.play.querySelector("path").setAttribute("d", playing ? "M6 4h4v16H6zM14 4h4v16h-4z" : "M7 4v16l13-8z");
    this.elements.play.setAttribute("aria-label", playing ? "Pause" : "Play");
    for (const listener of this.listeners) listener(this.track);
  }

  get track() { return this.queue[this.index] ?? null; }

  /** Plays `tracks` (those whose audio is here) from the one at `start`, at `ms` into it. */
  play(tracks, start = 0, ms = 0) {
    const playable = tracks.filter((track) => track.downloaded);
    const first = tracks[start];
    this.queue = playable;
    this.index = Math.max(0, playable.indexOf(first));
    return this.load(ms);
  }

  async load(ms = 0) {
    const track = this.track;
    if (!track) return;
    this.audio.src = `/api/tracks/${track.id}/stream`;
    if (ms > 0) {
      await new Promise((resolve) => {
        this.audio.addEventListener("loadedmetadata", resolve, { once: true });
      });
      this.audio.currentTime = ms / 1000;
    }
    this.showNowPlaying(track);
    this.changed();
    const started = this.audio.play().catch(() => {});
    await Promise.all([started, this.loadLyrics(track)]);
  }

  toggle() {
    if (!this.track) return;
    if (this.audio.paused) this.audio.play().catch(() => {});
    else this.audio.pause();
  }

  next() {
    if (this.index + 1 < this.queue.length) {
      this.index += 1;
      this.load();
    } else {
      this.changed();
    }
  }

  previous() {
    if (this.audio.currentTime > 3 || this.index <= 0) {
      this.seek(0);
    } else {
      this.index -= 1;
      this.load();
    }
  }

  seek(ms) {
    if (!this.track) return;
    this.audio.currentTime = Math.max(0, ms / 1000);
    this.showTime();
  }

  /** Moves `seconds` forward (or back, when negative). */
  skip(seconds) { this.seek((this.audio.currentTime + seconds) * 1000); }

  showNowPlaying(track) {
    const now = this.elements.now;
    now.replaceChildren();
    const title = document.createElement("span");
    title.className = "now-title";
    title.textContent = track.title;
    title.title = track.title;
    const artist = document.createElement("span");
    artist.className = "now-artist";
    artist.textContent = track.artist;
    now.append(title, artist);
    document.title = `${track.title} · musicat`;
    if ("mediaSession" in navigator) {
      navigator.mediaSession.metadata = new MediaMetadata({
        title: track.title,
        artist: track.artist,
        album: track.album,
        artwork: [{ src: `/api/tracks/${track.id}/cover` }],
      });
    }
  }

  async loadLyrics(track) {
    this.lyricsFor = track.id;
    this.lines = [];
    this.current = [];
    this.elements.title.textContent = track.title;
    const list = this.elements.lines;
    list.replaceChildren();
    const lyrics = await this.api.get(`/api/tracks/${track.id}/lyrics`, { missingIsNull: true });
    if (this.lyricsFor !== track.id) return;
    if (!lyrics || lyrics.lines.length === 0) {
      const empty = document.createElement("li");
      empty.className = "untimed muted";
      empty.textContent = "No lyrics for this track.";
      list.append(empty);
      return;
    }
    this.synced = lyrics.synced;
    this.lines = lyrics.lines;
    for (const line of lyrics.lines) {
      const item = document.createElement("li");
      if (this.synced) {
        const button = document.createElement("button");
        button.type = "button";
        button.dataset.ms = line.time_ms;
        button.title = `Play from ${clock(line.time_ms)}`;
        if (line.words && line.words.length > 0) {
          for (const word of line.words) {
            if (!word.text) continue;
            const span = document.createElement("span");
            span.className = "word";
            span.dataset.ms = word.time_ms;
            span.textContent = word.text;
            button.append(span);
          }
        } else {
          button.textContent = line.text;
        }
        item.append(button);
      } else {
        item.className = "untimed";
        item.textContent = line.text;
      }
      list.append(item);
    }
    this.showTime();
  }

  /** Lights the lines sung now (several when a translation shares the time) and their words. */
  showTime() {
    if (!this.synced || this.lines.length === 0) return;
    const ms = this.audio.currentTime * 1000;
    const last = lineAt(this.lines, ms);
    let first = last;
    while (first > 0 && this.lines[first - 1].time_ms === this.lines[last].time_ms) first -= 1;
    const items = this.elements.lines.children;
    const now = last < 0 ? [] : Array.from({ length: last - first + 1 }, (_, i) => first + i);
    if (now.join() !== this.current.join()) {
      for (const index of this.current) {
        items[index]?.classList.remove("current");
        items[index]?.removeAttribute("aria-current");
      }
      for (const index of now) {
        items[index].classList.add("current");
        items[index].setAttribute("aria-current", "true");
      }
      this.current = now;
      this.elements.spoken.textContent = now.map((index) => this.lines[index].text).join(" / ");
      if (now.length > 0 && !this.elements.panel.hidden) {
        items[now[0]].scrollIntoView({ block: "center", behavior: "smooth" });
      }
    }
    for (const index of now) {
      for (const word of items[index].querySelectorAll(".word")) {
        word.classList.toggle("sung", Number(word.dataset.ms) <= ms);
      }
    }
  }

  /** While the music plays, lights words between timeupdates (which come 4 times a second). */
  animate() {
    const step = () => {
      if (this.audio.paused) return;
      this.showTime();
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }
}

#!/usr/bin/env python3
"""Checks musicat's page in a real headless Chromium (Debian's chromium and chromium-driver,
driven by Selenium from PyPI), as a person uses it: one scenario per run, each on a
`musicat serve` of its own (127.0.0.1, a free port) over a library made for it. Every check
compares the page with the catalog itself (the `musicat` binary's JSON). In every scenario
the page must make no request outside the server and log no console error. Exits 0 when
every check holds, else prints what did not and exits 1.

Usage: web_checks.py SCENARIO --musicat BIN --repository DIR [--screenshots DIR]

Scenarios: grid, group, lyrics, search, paging, login, budget, screenshots.
"""

import argparse
import bisect
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import (
    NoSuchElementException, StaleElementReferenceException, TimeoutException)
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

PHONE = (390, 844)
DESKTOP = (1440, 900)
# Every wait of a check is bounded; a page that does not answer in this time fails it.
WAIT_SECONDS = 15


class Server:
    """`musicat serve` on a catalog of `library`, listening on a free loopback port."""

    def __init__(self, musicat, folder, library, password=None):
        self.musicat = musicat
        self.db = os.path.join(folder, "catalog.db")
        subprocess.run([musicat, "--db", self.db, "import", library, "--quiet"], check=True,
                       capture_output=True)
        if password:
            subprocess.run([musicat, "--db", self.db, "user", "add", "me", "--password", password],
                           check=True, capture_output=True)
        self.log = open(os.path.join(folder, "serve.log"), "w+")
        self.process = subprocess.Popen(
            [musicat, "--db", self.db, "serve", "--listen", "127.0.0.1:0"],
            stderr=self.log, stdout=subprocess.DEVNULL)
        deadline = time.time() + WAIT_SECONDS
        self.base = None
        while time.time() < deadline and self.base is None:
            self.log.seek(0)
            found = re.search(r"Listening on (http://127\.0\.0\.1:\d+)", self.log.read())
            if found:
                self.base = found.group(1)
            else:
                time.sleep(0.05)
        if self.base is None:
            raise RuntimeError("musicat serve did not start")

    def cli(self, *arguments):
        """The JSON a musicat command prints about the same catalog."""
        output = subprocess.run([self.musicat, "--db", self.db, *arguments, "--format", "json"],
                                check=True, capture_output=True, text=True).stdout
        return json.loads(output)

    def text(self, *arguments):
        return subprocess.run([self.musicat, "--db", self.db, *arguments], check=True,
                              capture_output=True, text=True).stdout

    def stop(self):
        self.process.terminate()
        return self.process.wait(timeout=WAIT_SECONDS)


class Checks:
    def __init__(self, options):
        self.options = options
        self.failures = []
        self.folder = tempfile.mkdtemp(prefix="musicat-web-")
        self.driver = None
        self.servers = []

    def expect(self, condition, what):
        if not condition:
            self.failures.append(what)
        return condition

    # The browser

    def browser(self, size=DESKTOP):
        chrome = webdriver.ChromeOptions()
        chrome.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                         "--autoplay-policy=no-user-gesture-required", "--mute-audio",
                         "--no-first-run", "--disable-background-networking",
                         "--disable-component-update", "--disable-sync",
                         f"--window-size={size[0]},{size[1]}"]:
            chrome.add_argument(argument)
        chrome.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
        self.driver = webdriver.Chrome(options=chrome, service=Service(driver_path))
        self.driver.set_page_load_timeout(WAIT_SECONDS)
        self.driver.set_script_timeout(WAIT_SECONDS)
        self.resize(size)
        return self.driver

    def resize(self, size):
        # The window's inner size, which the page lays out in.
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": size[0] < 600})

    def wait(self, condition, what):
        """Waits until `condition` holds; an element it finds that the page redraws before
        it is used (stale) is found again."""
        try:
            return WebDriverWait(
                self.driver, WAIT_SECONDS,
                ignored_exceptions=(NoSuchElementException, StaleElementReferenceException),
            ).until(lambda driver: condition())
        except TimeoutException:
            self.failures.append(f"timed out waiting for {what}")
            return None

    def act(self, by, locator, action, what):
        """Finds the element and does `action` to it, from the find again when the page
        redrew it in between: the page redraws a view after every edit and at every change
        the server reports, so an element found earlier may be gone by the time it is used.
        `action` must be all or nothing (a click, a key, a script), never typing text."""
        def attempt():
            action(self.driver.find_element(by, locator))
            return True
        return self.wait(attempt, what)

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def texts(self, selector):
        return [element.text for element in self.driver.find_elements(By.CSS_SELECTOR, selector)]

    def check_network_and_console(self, server, allowed=()):
        """No request left the server, and the console holds no error (but those of the
        `allowed` answers, which a check asked for: a wrong password is refused)."""
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] != "Network.requestWillBeSent":
                continue
            url = message["params"]["request"]["url"]
            if not (url.startswith(server.base + "/") or url.startswith("data:")
                    or url.startswith("blob:")):
                self.failures.append(f"the page asked for {url}, outside the server")
        for entry in self.driver.get_log("browser"):
            if entry["level"] in ("SEVERE", "ERROR") and not any(a in entry["message"] for a in allowed):
                self.failures.append(f"console error: {entry['message']}")

    def server(self, library, password=None):
        folder = tempfile.mkdtemp(dir=self.folder)
        server = Server(self.options.musicat, folder, library, password)
        self.servers.append(server)
        return server

    def service_library(self):
        """The service tests' library: lyrics in three scripts with word timing and an offset,
        covers, a track that is not downloaded."""
        library = os.path.join(self.folder, "library")
        if not os.path.isdir(library):
            maker = os.path.join(self.options.repository, "Tests/Service/make_library.py")
            subprocess.run([sys.executable, maker, library], check=True)
        return library

    def sample_library(self):
        return os.path.join(self.options.repository, "Seeds/sample-library")

    def open(self, server, route="#/"):
        self.driver.get(f"{server.base}/{route}")
        self.wait(lambda: self.js("return document.getElementById('view').getAttribute('aria-busy')")
                  == "false", f"{route} to render")

    def group_id(self, server, name):
        return next(group["id"] for group in server.cli("groups") if group["name"] == name)

    def track_id(self, server, title):
        return next(track["id"] for track in server.cli("tracks") if track["title"] == title)

    # Scenarios

    def grid(self):
        """Every group with its state and count; three columns on a phone, more on a
        desktop; a group reached with the keyboard alone; live updates."""
        server = self.server(self.sample_library())
        self.browser(PHONE)
        self.open(server)
        groups = server.cli("groups")
        cards = self.js("""
            return [...document.querySelectorAll('.grid > li')].map(li => ({
              id: Number(li.dataset.id), name: li.querySelector('.name').lastChild.textContent,
              where: li.querySelector('.name .where')?.textContent ?? null,
              title: li.querySelector('.name').title,
              count: li.querySelector('.meta').firstChild.textContent,
              state: li.querySelector('.state').textContent,
              left: li.getBoundingClientRect().left, top: li.getBoundingClientRect().top }))""")
        self.expect([card["id"] for card in cards] == [group["id"] for group in groups],
                    f"the grid shows groups {[c['id'] for c in cards]}, the catalog {[g['id'] for g in groups]}")
        for card, group in zip(cards, groups):
            count = "1 track" if group["track_count"] == 1 else f"{group['track_count']} tracks"
            self.expect(card["name"] == group["name"] and card["title"] == group["name"]
                        and card["where"] is None, f"card {card['id']} is named {card['name']!r}")
            self.expect(card["count"] == count, f"card {card['id']} says {card['count']!r}, not {count!r}")
            self.expect(card["state"] == group["state"], f"card {card['id']} is {card['state']!r}")
        columns = len({round(card["left"]) for card in cards if card["top"] == cards[0]["top"]})
        self.expect(columns == 3, f"{columns} columns on a phone, not 3")
        # A group the user sets downloading shows its progress without a reload.
        night = self.group_id(server, "夜空 Night Sky")
        server.text("group", "set-state", str(night), "downloading")
        self.wait(lambda: self.js(
            f"return document.querySelector('.grid > li[data-id=\"{night}\"] progress') !== null"),
            "the grid to show the new state")
        progress = self.js(f"const p = document.querySelector('.grid > li[data-id=\"{night}\"] progress');"
                           "return p && [p.value, p.max]")
        self.expect(progress == [3, 4], f"the downloading group's progress is {progress}, not 3 of 4")
        # A folder group is named by its path: the folders above it on a line of their own, so
        # that albums of one artist differ; a slash typed in a name ("AC/DC") stays in it.
        nested = os.path.join(self.folder, "nested")
        os.makedirs(os.path.join(nested, "Paper Boats", "Harbor Songs"))
        with open(os.path.join(nested, "Paper Boats", "Harbor Songs", "Tide.lrc"), "w") as file:
            file.write("[00:01.00]tide\n")
        server.text("import", nested)
        server.text("group", "create", "AC/DC")
        named = {group["name"]: group["id"] for group in server.cli("groups")}
        self.wait(lambda: self.js(f"return document.querySelector('.grid > li[data-id=\"{named['AC/DC']}\"]') !== null"),
                  "the new groups in the grid")
        for name, lines in [("Paper Boats/Harbor Songs", ["Paper Boats", "Harbor Songs"]), ("AC/DC", ["AC/DC"])]:
            shown = self.js(f"const n = document.querySelector('.grid > li[data-id=\"{named[name]}\"] .name');"
                            "return [[...n.children].map(c => c.textContent), n.title]")
            self.expect(shown == [lines, name], f"the card of {name!r} reads {shown}")
        # The narrowest phones: nothing wider than the screen.
        self.resize((360, 740))
        width = self.js("return document.documentElement.scrollWidth")
        self.expect(width <= 360, f"at 360 px the page is {width} px wide")
        self.resize(DESKTOP)
        lefts = self.js("const lis = [...document.querySelectorAll('.grid > li')];"
                        "return lis.filter(li => li.offsetTop === lis[0].offsetTop).length")
        self.expect(lefts >= len(groups), f"the desktop grid puts {lefts} groups in its first row")
        # The keyboard alone: from the heading above the grid, Tab to the first group, Enter
        # opens it (a click on the page's middle could land on a card).
        self.driver.find_element(By.CSS_SELECTOR, "main h1").click()
        for _ in range(8):
            self.driver.switch_to.active_element.send_keys(Keys.TAB)
            if self.js("return document.activeElement.classList.contains('card')"):
                break
        first = self.js("return document.querySelector('.grid > li').dataset.id")
        self.driver.switch_to.active_element.send_keys(Keys.ENTER)
        self.wait(lambda: self.driver.current_url.endswith(f"#/groups/{first}"),
                  "Enter on the first card to open its group")
        self.check_network_and_console(server)
        self.expect(server.stop() == 0, "the server did not stop cleanly")

    def group(self):
        """A group's header says Play all and its count; its tracks are in order; missing
        tracks are greyed and skipped; reordering, removing, adding and renaming in the page
        are the catalog's edits."""
        server = self.server(self.sample_library())
        self.browser(DESKTOP)
        night = self.group_id(server, "夜空 Night Sky")
        self.open(server, f"#/groups/{night}")
        shown = {"tracks": server.cli("group", "show", str(night))}
        play_all = self.driver.find_element(By.CSS_SELECTOR, ".play-all").text
        self.expect(play_all.replace("▶", "").split() == ["Play", "all", f"({len(shown['tracks'])})"],
                    f"the header says {play_all!r}")
        rows = self.js("""return [...document.querySelectorAll('.tracks > li')].map(li => ({
            id: Number(li.dataset.id), missing: li.classList.contains('missing'),
            title: li.querySelector('.title').textContent }))""")
        self.expect([row["id"] for row in rows] == [t["id"] for t in shown["tracks"]],
                    f"the page lists {[r['id'] for r in rows]}, the group {[t['id'] for t in shown['tracks']]}")
        for row, track in zip(rows, shown["tracks"]):
            self.expect(row["missing"] == (not track["downloaded"]),
                        f"track {row['id']} is {'greyed' if row['missing'] else 'not greyed'}")
        # Play all plays the downloaded tracks only.
        self.driver.find_element(By.CSS_SELECTOR, ".play-all").click()
        self.wait(lambda: self.js("return document.getElementById('audio').src") != "", "Play all to start")
        first = next(t for t in shown["tracks"] if t["downloaded"])
        source = self.js("return document.getElementById('audio').src")
        self.expect(source.endswith(f"/api/tracks/{first['id']}/stream"), f"Play all played {source}")
        self.js("document.getElementById('audio').pause()")
        # Drag the last row above the first (the page's own drag and drop handlers).
        ids = [t["id"] for t in shown["tracks"]]
        self.js("""
            const rows = document.querySelectorAll('.tracks > li');
            const from = rows[rows.length - 1], to = rows[0];
            const data = new DataTransfer();
            for (const [target, type] of [[from, 'dragstart'], [to, 'dragover'], [to, 'drop'], [from, 'dragend']])
              target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));""")
        moved = [ids[-1]] + ids[:-1]
        self.wait(lambda: [t["id"] for t in server.cli("group", "show", str(night))] == moved,
                  "the dragged track to move in the catalog")
        self.wait(lambda: self.js("return [...document.querySelectorAll('.tracks > li')].map(li => Number(li.dataset.id))")
                  == moved, "the page to show the new order")
        # Move the first one down with the keyboard: focus its button, press Enter.
        self.act(By.CSS_SELECTOR, ".tracks > li:first-child button[title='Move down']",
                 lambda button: button.send_keys(Keys.ENTER), "Move down")
        again = [moved[1], moved[0]] + moved[2:]
        self.wait(lambda: [t["id"] for t in server.cli("group", "show", str(night))] == again,
                  "Move down to move the track in the catalog")
        # Remove one, then add it back from a search.
        removed = again[0]
        title = next(t["title"] for t in shown["tracks"] if t["id"] == removed)
        self.wait(lambda: self.js("return document.querySelector('.tracks > li:first-child')?.dataset.id")
                  == str(removed), "the page to show the order")
        self.act(By.CSS_SELECTOR, ".tracks > li:first-child button[title='Remove']",
                 lambda button: button.click(), "Remove")
        self.wait(lambda: removed not in [t["id"] for t in server.cli("group", "show", str(night))],
                  "Remove to take the track out of the group")
        # Typing is not all or nothing: the page's redraw after the remove comes first.
        self.wait(lambda: str(removed) not in self.js(
            "return [...document.querySelectorAll('.tracks > li')].map(li => li.dataset.id)"),
            "the page to drop the removed track")
        finder = self.wait(lambda: self.driver.find_element(By.CSS_SELECTOR, "section[aria-label='Add tracks'] input"),
                           "the add form")
        finder.send_keys(title, Keys.ENTER)
        self.act(By.CSS_SELECTOR, f"button[aria-label='Add {title}']", lambda add: add.click(),
                 "the track to be found and added")
        self.wait(lambda: [t["id"] for t in server.cli("group", "show", str(night))][-1:] == [removed],
                  "Add to put the track at the end")
        # The page redraws the group after the add: wait for it, or Rename goes stale.
        self.wait(lambda: self.js("return document.querySelector('.tracks > li:last-child')?.dataset.id")
                  == str(removed), "the page to show the added track")
        # Rename through the dialog, and set the state.
        self.act(By.XPATH, "//button[text()='Rename']", lambda button: button.click(), "Rename")
        self.wait(lambda: self.js("return document.activeElement.tagName") == "INPUT", "the name field")
        field = self.driver.switch_to.active_element
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys("夜空 Renamed", Keys.ENTER)
        self.wait(lambda: any(g["name"] == "夜空 Renamed" for g in server.cli("groups")), "the rename")
        self.act(By.CSS_SELECTOR, "select[aria-label='State']", lambda state: self.js(
            "arguments[0].value = 'downloaded'; arguments[0].dispatchEvent(new Event('change'))", state),
            "the state")
        self.wait(lambda: next(g for g in server.cli("groups") if g["id"] == night)["state"] == "downloaded",
                  "the state to be set")
        self.check_network_and_console(server)
        self.expect(server.stop() == 0, "the server did not stop cleanly")

    def lyrics(self):
        """Playing a track lights the line `musicat lyrics ID --at` names, at every time set,
        already when timeupdate is dispatched (so within its frame); its words light up; a
        click on a line seeks there."""
        server = self.server(self.service_library())
        self.browser(DESKTOP)
        track = self.track_id(server, "回忆")
        stars = self.group_id(server, "星空 Stars")
        self.open(server, f"#/groups/{stars}")
        self.driver.find_element(By.CSS_SELECTOR, f".tracks > li[data-id='{track}'] .title").click()
        self.driver.find_element(By.ID, "show-lyrics").click()
        self.wait(lambda: len(self.driver.find_elements(By.CSS_SELECTOR, "#lyric-lines button")) > 0,
                  "the lyrics to show")
        self.wait(lambda: self.js("return document.getElementById('audio').readyState") >= 1, "the audio")
        self.js("document.getElementById('audio').pause()")
        for seconds in [0.0, 0.2, 0.35, 0.9, 1.0, 1.5, 1.85, 2.3, 2.9]:
            self.js("const a = document.getElementById('audio'); a.currentTime = arguments[0];", seconds)
            self.wait(lambda: not self.js("return document.getElementById('audio').seeking"), "the seek")
            expected = [line for line in server.text("lyrics", str(track), "--at", f"{seconds}").splitlines()]
            lit = self.texts("#lyric-lines li.current")
            self.expect(lit == expected,
                        f"at {seconds} s the page lights {lit}, musicat lyrics --at says {expected}")
        # While it plays, each timeupdate finds the right line already lit.
        lines = [line["time_ms"] for line in server.cli("lyrics", str(track))["lines"]]
        texts = [line["text"] for line in server.cli("lyrics", str(track))["lines"]]
        self.js("""
            window.seen = [];
            const audio = document.getElementById('audio');
            audio.addEventListener('timeupdate', () => window.seen.push([audio.currentTime,
              [...document.querySelectorAll('#lyric-lines li.current')].map(li => li.textContent)]));
            audio.currentTime = 0; audio.play();""")
        time.sleep(2.5)
        seen = self.js("document.getElementById('audio').pause(); return window.seen")
        self.expect(len(seen) >= 4, f"only {len(seen)} timeupdates in 2.5 s of playback")
        for current, lit in seen:
            index = bisect.bisect_right(lines, current * 1000) - 1
            expected = [] if index < 0 else [t for t, ms in zip(texts, lines) if ms == lines[index]]
            self.expect(lit == expected, f"at timeupdate {current:.3f} s the page lit {lit}, not {expected}")
        # A click on a line seeks to its time.
        self.driver.find_elements(By.CSS_SELECTOR, "#lyric-lines button")[1].click()
        now = self.js("return document.getElementById('audio').currentTime")
        self.expect(abs(now * 1000 - lines[1]) < 50, f"a click on line 2 went to {now} s, not {lines[1]} ms")
        # Word timing: Moon River's last line lights "Someday my" at 3.2 s, not "love".
        moon = self.track_id(server, "Moon River")
        self.driver.find_element(By.CSS_SELECTOR, f".tracks > li[data-id='{moon}'] .title").click()
        self.wait(lambda: len(self.driver.find_elements(By.CSS_SELECTOR, "#lyric-lines .word")) > 0,
                  "word timing")
        self.wait(lambda: self.js("return document.getElementById('audio').readyState") >= 1, "the audio")
        self.js("const a = document.getElementById('audio'); a.pause(); a.currentTime = 3.2;")
        self.wait(lambda: self.texts("#lyric-lines .word.sung") == ["Someday", "my"],
                  f"the sung words at 3.2 s ({self.texts('#lyric-lines .word.sung')})")
        live = self.js("return document.getElementById('lyric-now').getAttribute('aria-live')")
        self.expect(live == "polite", "the current line is not announced to screen readers")
        # The lyrics page of a track that is here: the line asked for marked, and Enter on
        # another line plays the track from it.
        self.js("document.getElementById('audio').pause()")
        memories = server.cli("lyrics", str(track))["lines"]
        self.open(server, f"#/tracks/{track}/lyrics?at={memories[1]['time_ms']}")
        self.wait(lambda: self.texts(".lyric-page li.current .text") == [memories[1]["text"]],
                  "the line asked for to be marked")
        self.act(By.CSS_SELECTOR, ".lyric-page li:first-child button",
                 lambda button: button.send_keys(Keys.ENTER), "the first line")
        self.wait(lambda: self.js("const a = document.getElementById('audio'); return !a.paused"
                                  f" && a.src.endsWith('/api/tracks/{track}/stream')"), "the line to play")
        now = self.js("return document.getElementById('audio').currentTime")
        self.expect(memories[0]["time_ms"] / 1000 - 0.05 <= now <= memories[0]["time_ms"] / 1000 + 1.0,
                    f"the first line ({memories[0]['time_ms']} ms) played from {now} s")
        self.check_network_and_console(server)
        self.expect(server.stop() == 0, "the server did not stop cleanly")

    def search(self):
        """A lyric search lists the lines `musicat search` finds; a click plays from the line.
        爱, 回忆, cafe (Café) and the query language work."""
        server = self.server(self.service_library())
        self.browser(PHONE)
        self.open(server)
        for query in ["爱", "回忆", "星", "audio", "cafe"]:
            box = self.driver.find_element(By.ID, "search")
            box.clear()
            box.send_keys(query, Keys.ENTER)
            self.wait(lambda: self.js("return document.querySelector('main h1')?.textContent") == f"Search: {query}",
                      f"the search for {query}")
            hits = self.js("return [...document.querySelectorAll('.hit')].map(li => [Number(li.dataset.track), li.dataset.ms ? Number(li.dataset.ms) : null, li.querySelector('.line').textContent, li.querySelector('mark')?.textContent, li.querySelector('.muted').textContent, li.querySelector('button')?.disabled ?? li.querySelector('a').getAttribute('href')])")
            expected = server.cli("search", query)["matches"]
            self.expect([hit[:3] for hit in hits] == [[m["track_id"], m["time_ms"], m["text"]] for m in expected],
                        f"the page lists {hits} for {query}, musicat search {expected}")
            self.expect(all(hit[3] for hit in hits), f"a hit for {query} has nothing marked")
            # The track, its artist and the time, each only when there is one: an untimed line
            # (星 is sung in one) shows no time, never "null".
            self.expect([hit[4] for hit in hits] == [
                m["title"] + (f" — {m['artist']}" if m["artist"] else "") + (f" · {m['time']}" if m["time"] else "")
                + ("" if m["downloaded"] else " · not here")
                for m in expected], f"the hits for {query} show {hits}")
            # A line of a track whose audio is not here cannot be played from: it links to the
            # track's lyrics at that line (the missing track's "this audio is not here").
            self.expect([hit[5] for hit in hits] == [
                False if m["downloaded"] else f"#/tracks/{m['track_id']}/lyrics"
                + ("" if m["time_ms"] is None else f"?at={m['time_ms']}") for m in expected],
                f"the hits for {query} act as {[hit[5] for hit in hits]}")
        self.expect(any(hit[3] == "Café" for hit in hits) or not hits,
                    "cafe is not marked in Café")
        # With the keyboard alone, the line of a track that is not here opens the track's
        # lyrics to read, that line marked, and plays nothing.
        box = self.driver.find_element(By.ID, "search")
        box.clear()
        box.send_keys("audio", Keys.ENTER)
        missing = next(m for m in server.cli("search", "audio")["matches"] if not m["downloaded"])
        self.act(By.CSS_SELECTOR, f".hit.missing[data-track='{missing['track_id']}'] a",
                 lambda link: link.send_keys(Keys.ENTER), "the line of the missing track")
        self.wait(lambda: self.js("return document.querySelector('main h1')?.textContent") == missing["title"],
                  "the missing track's lyrics")
        lines = server.cli("lyrics", str(missing["track_id"]))["lines"]
        shown = self.js("return [...document.querySelectorAll('.lyric-page li')].map(li => "
                        "[li.querySelector('.text').textContent, li.getAttribute('aria-current') === 'true'])")
        self.expect(shown == [[line["text"], line["time_ms"] == missing["time_ms"]] for line in lines],
                    f"the lyrics page shows {shown}, musicat lyrics {lines}")
        self.expect(self.texts(".lyric-page li.current .time") == [missing["time"]],
                    f"the line's time reads {self.texts('.lyric-page li.current .time')}, not {missing['time']}")
        self.expect(self.driver.find_elements(By.CSS_SELECTOR, "main .tools button") == []
                    and self.js("return document.getElementById('audio').paused"),
                    "a track that is not here offers to play")
        # Its row in its group opens the same page.
        long_play = self.group_id(server, "Long Play")
        self.open(server, f"#/groups/{long_play}")
        self.act(By.CSS_SELECTOR, f".tracks > li[data-id='{missing['track_id']}'] a.title",
                 lambda link: link.send_keys(Keys.ENTER), "the missing track's title")
        self.wait(lambda: self.driver.current_url.endswith(f"#/tracks/{missing['track_id']}/lyrics"),
                  "the row to open the lyrics")
        # Click the first hit of 爱: it plays that track from that line.
        box = self.driver.find_element(By.ID, "search")
        box.clear()
        box.send_keys("爱", Keys.ENTER)
        self.wait(lambda: len(self.driver.find_elements(By.CSS_SELECTOR, ".hit button")) > 0, "the hits")
        first = server.cli("search", "爱")["matches"][0]
        self.driver.find_element(By.CSS_SELECTOR, ".hit button").click()
        self.wait(lambda: self.js("const a = document.getElementById('audio'); return !a.paused && a.currentTime > 0"),
                  "the hit to play")
        source = self.js("return document.getElementById('audio').src")
        now = self.js("return document.getElementById('audio').currentTime")
        self.expect(source.endswith(f"/api/tracks/{first['track_id']}/stream"), f"the hit played {source}")
        self.expect(first["time_ms"] / 1000 - 0.05 <= now <= first["time_ms"] / 1000 + 1.0,
                    f"the hit at {first['time_ms']} ms started at {now} s")
        self.wait(lambda: first["text"] in self.texts("#lyric-lines li.current"), "the hit's line to be lit")
        # The query language: tracks of an artist, HD or not.
        box = self.driver.find_element(By.ID, "search")
        box.clear()
        box.send_keys("artist:aoi", Keys.ENTER)
        self.wait(lambda: self.js("return document.querySelector('main h1')?.textContent") == "Search: artist:aoi",
                  "the query")
        titles = self.texts(".tracks .title")
        self.expect(titles == [t["title"] for t in server.cli("tracks", "artist:aoi")],
                    f"artist:aoi lists {titles}")
        self.check_network_and_console(server)
        self.expect(server.stop() == 0, "the server did not stop cleanly")

    def paging(self):
        """A search with more matches than a page (100) says how many there are and shows
        them all, a page at a time, with the keyboard alone: 260 lyric lines in three pages,
        130 tracks in two, in the order of `musicat search` and `musicat tracks`."""
        library = os.path.join(self.folder, "paging")
        for number in range(1, 131):
            path = os.path.join(library, "Tide", f"Wave {number:03d}.lrc")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as file:
                # No artist: a hit names the track and the time alone.
                file.write(f"[ti:Wave {number:03d}]\n"
                           f"[00:01.00]ocean {number} rising\n[00:02.00]ocean {number} falling\n")
        server = self.server(library)
        self.browser(PHONE)
        self.open(server)

        def search(query):
            box = self.driver.find_element(By.ID, "search")
            box.clear()
            box.send_keys(query, Keys.ENTER)
            self.wait(lambda: self.js("return document.querySelector('main h1')?.textContent") == f"Search: {query}",
                      f"the search for {query}")

        def press_more(label, count, selector):
            # The button takes the focus and Enter presses it: the keyboard alone pages.
            button = self.driver.find_element(By.XPATH, f"//button[text()='{label}']")
            self.js("arguments[0].focus()", button)
            self.expect(self.js("return document.activeElement.textContent") == label, f"{label} takes the focus")
            button.send_keys(Keys.ENTER)
            self.wait(lambda: len(self.driver.find_elements(By.CSS_SELECTOR, selector)) == count,
                      f"{count} rows after {label}")

        search("ocean")
        self.expect(self.texts("main h2") == ["260 lyric lines", "0 tracks"], f"headings {self.texts('main h2')}")
        self.expect(len(self.driver.find_elements(By.CSS_SELECTOR, ".hit")) == 100, "the first page of lines")
        self.expect(self.texts(".hit .muted")[0] == "Wave 001 · 00:01.00 · not here",
                    f"a hit reads {self.texts('.hit .muted')[0]}")
        press_more("More lyric lines", 200, ".hit")
        press_more("More lyric lines", 260, ".hit")
        self.expect(not self.driver.find_elements(By.XPATH, "//button[text()='More lyric lines']"),
                    "the button stays after the last page")
        hits = self.js("return [...document.querySelectorAll('.hit')].map(li => [Number(li.dataset.track), Number(li.dataset.ms)])")
        expected = [[m["track_id"], m["time_ms"]] for m in server.cli("search", "ocean", "--limit", "0")["matches"]]
        self.expect(hits == expected, "the pages of lines are not musicat search's list in order")
        search("wave")
        self.expect(self.texts("main h2") == ["0 lyric lines", "100+ tracks"], f"headings {self.texts('main h2')}")
        press_more("More tracks", 130, ".tracks .track")
        self.expect(self.texts("main h2") == ["0 lyric lines", "130 tracks"], f"headings {self.texts('main h2')}")
        self.expect(not self.driver.find_elements(By.XPATH, "//button[text()='More tracks']"),
                    "the button stays after the last page")
        titles = self.texts(".tracks .title")
        self.expect(titles == [t["title"] for t in server.cli("tracks", "wave")], "the pages of tracks are out of order")
        self.check_network_and_console(server)
        self.expect(server.stop() == 0, "the server did not stop cleanly")

    def login(self):
        """With an account, the page asks to sign in; a session cookie that scripts cannot
        read; a write without the CSRF token is refused."""
        server = self.server(self.sample_library(), password="pässwörd 1")
        self.browser(PHONE)
        self.driver.get(server.base + "/")
        self.wait(lambda: self.driver.find_elements(By.CSS_SELECTOR, "input[name='username']"), "the sign-in form")
        self.expect(not self.driver.find_elements(By.CSS_SELECTOR, ".grid"), "the grid shows before signing in")
        self.driver.find_element(By.NAME, "username").send_keys("me")
        self.driver.find_element(By.NAME, "password").send_keys("wrong", Keys.ENTER)
        self.wait(lambda: "Wrong" in self.driver.find_element(By.CSS_SELECTOR, "form [role='alert']").text,
                  "a wrong password to be refused")
        field = self.driver.find_element(By.NAME, "password")
        field.clear()
        field.send_keys("pässwörd 1", Keys.ENTER)
        self.wait(lambda: len(self.driver.find_elements(By.CSS_SELECTOR, ".grid > li")) == len(server.cli("groups")),
                  "the grid after signing in")
        cookie = next((c for c in self.driver.get_cookies() if c["name"] == "musicat_session"), None)
        self.expect(cookie is not None and cookie["httpOnly"] and cookie.get("sameSite") == "Strict",
                    f"the session cookie is {cookie}")
        self.expect("musicat_session" not in self.js("return document.cookie"), "scripts can read the session")
        status = self.js("""return fetch('/api/groups', { method: 'POST', body: new URLSearchParams({ name: 'x' }) })
                            .then(r => r.status)""")
        self.expect(status == 403, f"a write without the CSRF token was answered {status}")
        self.expect(not any(g["name"] == "x" for g in server.cli("groups")), "the write went through")
        self.driver.find_element(By.ID, "sign-out").click()
        self.wait(lambda: self.driver.find_elements(By.CSS_SELECTOR, "input[name='username']"), "signing out")
        status = self.js("return fetch('/api/groups').then(r => r.status)")
        self.expect(status == 401, f"after signing out the API answered {status}")
        self.check_network_and_console(server, allowed=["/api/session - Failed to load resource: the server responded with a status of 401",
                                                        "/api/groups - Failed to load resource: the server responded with a status of 403",
                                                        "/api/groups - Failed to load resource: the server responded with a status of 401"])
        self.expect(server.stop() == 0, "the server did not stop cleanly")

    def budget(self):
        """The first load of / is at most 100 KB (the sample library); the grid of 2,000
        groups is on screen within 500 ms of navigation in headless Chromium, all of it soon
        after."""
        server = self.server(self.sample_library())
        self.browser(DESKTOP)
        self.open(server)
        self.wait(lambda: self.js("return [...document.images].every(i => i.complete)"), "the covers")
        first = self.js("""
            const entries = [performance.getEntriesByType('navigation')[0],
                             ...performance.getEntriesByType('resource')];
            return entries.reduce((sum, e) => sum + e.transferSize, 0)""")
        self.expect(0 < first <= 100_000, f"the first load of / transferred {first} bytes")
        self.check_network_and_console(server)
        self.expect(server.stop() == 0, "the server did not stop cleanly")
        self.driver.quit()
        library = os.path.join(self.folder, "many")
        for number in range(2000):
            folder = os.path.join(library, f"Artist {number % 97} - Album {number:04d} 专辑")
            os.makedirs(folder)
            with open(os.path.join(folder, "01 Song.lrc"), "w") as file:
                file.write(f"[ti:Song {number}]\n[00:01.00]line {number}\n")
        server = self.server(library)
        self.browser(DESKTOP)
        shown, complete = [], []
        for round in range(3):
            self.driver.get(f"{server.base}/?round={round}")
            self.wait(lambda: self.js("return performance.getEntriesByName('musicat:grid-complete').length") == 1,
                      "the whole grid")
            shown.append(self.js("return performance.getEntriesByName('musicat:grid')[0].startTime"))
            complete.append(self.js("return performance.getEntriesByName('musicat:grid-complete')[0].startTime"))
            cards = self.js("return document.querySelectorAll('.grid > li').length")
            self.expect(cards == 2000, f"the grid holds {cards} cards, not 2,000")
        print(f"first load {first} bytes; grid of 2,000 groups on screen at "
              f"{', '.join(f'{t:.0f}' for t in shown)} ms, whole at {', '.join(f'{t:.0f}' for t in complete)} ms")
        self.expect(min(shown) <= 500, f"the grid of 2,000 groups took {shown} ms to show")
        self.check_network_and_console(server)
        self.expect(server.stop() == 0, "the server did not stop cleanly")

    def screenshots(self):
        """The grid, a group, a search, the lyrics view and the lyrics of a track that is not
        here at 390×844 and 1440×900, for the README."""
        target = self.options.screenshots or os.path.join(self.folder, "screenshots")
        os.makedirs(target, exist_ok=True)
        server = self.server(self.service_library())
        stars = self.group_id(server, "星空 Stars")
        track = self.track_id(server, "回忆")
        missing = self.track_id(server, "Missing")
        for size, name in [(PHONE, "phone"), (DESKTOP, "desktop")]:
            self.browser(size)
            self.open(server)
            self.wait(lambda: self.js("return [...document.images].every(i => i.complete)"), "the covers")
            self.driver.save_screenshot(os.path.join(target, f"grid-{name}.png"))
            self.open(server, f"#/groups/{stars}")
            self.driver.save_screenshot(os.path.join(target, f"group-{name}.png"))
            # 星 is sung in a line and names an album: both lists show.
            self.driver.find_element(By.ID, "search").send_keys("星", Keys.ENTER)
            self.wait(lambda: len(self.driver.find_elements(By.CSS_SELECTOR, ".hit mark")) > 0, "the search")
            self.driver.save_screenshot(os.path.join(target, f"search-{name}.png"))
            self.driver.find_element(By.ID, "search").clear()
            self.open(server, f"#/groups/{stars}")
            self.driver.find_element(By.CSS_SELECTOR, f".tracks > li[data-id='{track}'] .title").click()
            self.driver.find_element(By.ID, "show-lyrics").click()
            self.wait(lambda: len(self.driver.find_elements(By.CSS_SELECTOR, "#lyric-lines button")) > 0, "lyrics")
            self.wait(lambda: self.js("return document.getElementById('audio').readyState") >= 1, "the audio")
            self.js("const a = document.getElementById('audio'); a.pause(); a.currentTime = 1.1;")
            self.wait(lambda: len(self.driver.find_elements(By.CSS_SELECTOR, "#lyric-lines li.current")) > 0, "a lit line")
            time.sleep(0.5)
            self.driver.save_screenshot(os.path.join(target, f"lyrics-{name}.png"))
            # The lyrics of a track that is not here, read from the line a search found.
            self.js("document.getElementById('audio').pause()")
            self.driver.find_element(By.ID, "close-lyrics").click()
            self.open(server, f"#/tracks/{missing}/lyrics?at=5500")
            self.wait(lambda: self.texts(".lyric-page li.current .text") != [], "the lyrics to read")
            self.driver.save_screenshot(os.path.join(target, f"read-{name}.png"))
            self.check_network_and_console(server)
            self.driver.quit()
            self.driver = None
        for name in ["grid", "group", "search", "lyrics", "read"]:
            for size in ["phone", "desktop"]:
                path = os.path.join(target, f"{name}-{size}.png")
                self.expect(os.path.getsize(path) > 5000, f"{path} is nearly empty")
        self.expect(server.stop() == 0, "the server did not stop cleanly")

    def run(self, scenario):
        try:
            getattr(self, scenario)()
        finally:
            if self.driver:
                self.driver.quit()
            # A scenario that stopped on an exception never reached its server's stop.
            for server in self.servers:
                if server.process.poll() is None:
                    server.process.kill()
                    server.process.wait()
            shutil.rmtree(self.folder, ignore_errors=True)
        for failure in self.failures:
            print(f"FAIL {scenario}: {failure}")
        return 0 if not self.failures else 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario", choices=["grid", "group", "lyrics", "search", "paging", "login",
                                             "budget", "screenshots"])
    parser.add_argument("--musicat", required=True)
    parser.add_argument("--repository", required=True)
    parser.add_argument("--screenshots")
    options = parser.parse_args()
    sys.exit(Checks(options).run(options.scenario))


if __name__ == "__main__":
    main()

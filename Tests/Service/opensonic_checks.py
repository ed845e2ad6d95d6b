#!/usr/bin/env python3
"""Checks `musicat serve` with a real OpenSubsonic client library, py-opensonic (PyPI), as a
player would use it: one scenario per run, against a server the Swift test started on the
library of make_library.py. Every check compares with the catalog itself (the `musicat`
binary's JSON, or the files on disk). Exits 0 when every check of the scenario holds, else
prints what did not and exits 1.

Usage: opensonic_checks.py SCENARIO --port P --user U --password W --api-key K
       --musicat BIN --db CATALOG --library FOLDER
"""

import argparse
import asyncio
import hashlib
import json
import os
import subprocess
import sys
import time
import urllib.parse
import urllib.request

import libopensonic
from libopensonic import errors


class Checks:
    def __init__(self, options):
        self.options = options
        self.failures = []
        self.base = f"http://127.0.0.1:{options.port}"
        self.connection = libopensonic.Connection(
            "http://127.0.0.1", options.user, options.password, port=options.port)

    # Helpers

    def expect(self, condition, what):
        if not condition:
            self.failures.append(what)
        return condition

    def musicat(self, *arguments):
        """The JSON a musicat command prints about the same catalog."""
        output = subprocess.run(
            [self.options.musicat, "--db", self.options.db, *arguments, "--format", "json"],
            check=True, capture_output=True, text=True).stdout
        return json.loads(output)

    def raw(self, method, parameters, headers=None, credentials=True):
        """A request made by hand (for what the library does not send): status, headers, body."""
        query = {"f": "json", "v": "1.16.1", "c": "checks"}
        if credentials:
            query.update({"u": self.options.user, "p": self.options.password})
        query.update(parameters)
        url = f"{self.base}/rest/{method}?{urllib.parse.urlencode(query, doseq=True)}"
        request = urllib.request.Request(url, headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, dict(response.headers), response.read()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read()

    def error_code(self, method, parameters, credentials=True):
        status, _, body = self.raw(method, parameters, credentials=credentials)
        answer = json.loads(body)["subsonic-response"]
        self.expect(status == 200, f"{method} {parameters}: HTTP {status}, not 200")
        self.expect(answer["status"] == "failed", f"{method} {parameters}: did not fail: {answer}")
        return answer.get("error", {}).get("code")

    def track_id(self, title):
        return str(next(t["id"] for t in self.musicat("tracks") if t["title"] == title))

    def song_ids(self, songs):
        return [song.id for song in songs or []]

    # Scenarios

    def authentication(self):
        self.expect(self.connection.ping(), "token authentication: ping failed")
        salt_checked = self.raw("ping", {"u": self.options.user, "t": hashlib.md5(
            (self.options.password + "abcdef").encode()).hexdigest(), "s": "abcdef"},
                                credentials=False)
        keyed = libopensonic.Connection(
            "http://127.0.0.1", api_key=self.options.api_key, port=self.options.port)
        self.expect(keyed.ping(), "apiKey authentication: ping failed")
        self.expect(keyed.get_artists().index, "apiKey authentication: no artists")
        owner = keyed.token_info().username
        self.expect(owner == self.options.user, f"tokenInfo names {owner!r}")
        keyed.cleanup()
        wrong = libopensonic.Connection(
            "http://127.0.0.1", self.options.user, "wrong", port=self.options.port)
        try:
            wrong.ping()
            self.expect(False, "a wrong password was accepted")
        except errors.CredentialError:
            pass
        wrong.cleanup()
        self.expect(self.error_code("ping", {}, credentials=False) == 10, "no credentials: not 10")
        self.expect(self.error_code("ping", {"u": self.options.user, "p": "nope"}, False) == 40,
                    "wrong password: not 40")
        self.expect(self.error_code("ping", {"u": "nobody", "p": "x"}, False) == 40,
                    "unknown user: not 40")
        token = hashlib.md5(b"wrong" + b"salt").hexdigest()
        self.expect(self.error_code("ping", {"u": self.options.user, "t": token, "s": "salt"},
                                    False) == 40, "wrong token: not 40")
        self.expect(self.error_code("ping", {"u": self.options.user, "t": token}, False) == 10,
                    "token without salt: not 10")
        self.expect(self.error_code("ping", {"apiKey": "not-a-key"}, False) == 44,
                    "bad API key: not 44")
        self.expect(self.error_code("ping", {"apiKey": self.options.api_key,
                                             "u": self.options.user}, False) == 43,
                    "apiKey with u: not 43")
        self.expect(self.error_code("tokenInfo", {}) == 44, "tokenInfo without a key: not 44")
        self.expect(self.error_code("tokenInfo", {"apiKey": "not-a-key"}, False) == 44,
                    "tokenInfo of a bad key: not 44")
        self.expect(self.error_code("ping", {"v": "0.9.0"}) == 20, "old protocol: not 20")
        self.expect(self.error_code("ping", {"v": "2.0.0"}) == 30, "new protocol: not 30")
        self.expect(self.error_code("getSong", {}) == 10, "getSong without id: not 10")
        self.expect(self.error_code("getSong", {"id": "999999"}) == 70, "unknown song: not 70")
        # The client's User requires every role of the spec, videoConversionRole included.
        user = self.connection.get_user(self.options.user)
        self.expect(user.username == self.options.user and user.stream_role
                    and not user.video_conversion_role and user.folder == [1], f"getUser: {user}")
        self.expect(self.error_code("getUser", {"username": "someone-else"}) == 50,
                    "another user's details: not 50")
        self.expect(self.error_code("getAlbumList2", {"type": "sideways"}) == 0,
                    "unknown album list type: not 0")
        hex_password = "enc:" + self.options.password.encode().hex().upper()
        status, _, body = self.raw("ping", {"u": self.options.user, "p": hex_password},
                                   credentials=False)
        self.expect(json.loads(body)["subsonic-response"]["status"] == "ok",
                    "enc: password in upper-case hex refused")
        status, _, body = salt_checked
        self.expect(json.loads(body)["subsonic-response"]["status"] == "ok",
                    "a token made by hand refused")
        extensions = {e.name: e.versions for e in self.connection.get_open_subsonic_extensions()}
        self.expect(extensions.get("songLyrics") == [1] and "apiKeyAuthentication" in extensions
                    and "formPost" in extensions, f"extensions: {extensions}")
        status, _, body = self.raw("getOpenSubsonicExtensions", {}, credentials=False)
        self.expect(json.loads(body)["subsonic-response"]["status"] == "ok",
                    "getOpenSubsonicExtensions asked for credentials")

    def browsing(self):
        tracks = self.musicat("tracks")
        artists = self.connection.get_artists()
        names = sorted(a.name for index in artists.index for a in index.artist)
        expected = sorted({t["artist"] for t in tracks})
        self.expect(names == expected, f"artists {names} != catalog's {expected}")
        lin = next(a for index in artists.index for a in index.artist if a.name == "林晓")
        artist = self.connection.get_artist(lin.id)
        self.expect([a.name for a in artist.album] == ["星空"], f"林晓's albums: {artist.album}")
        album = self.connection.get_album(artist.album[0].id)
        titles = [s.title for s in album.song]
        self.expect(titles == ["回忆", "Moon River", "星星"], f"album order {titles}")
        self.expect(album.song_count == 3, f"album song count {album.song_count}")
        song = self.connection.get_song(self.track_id("回忆"))
        self.expect(song.title == "回忆" and song.artist == "林晓" and song.duration == 3
                    and song.suffix == "wav" and song.content_type == "audio/wav",
                    f"getSong: {song}")
        # The library reads the spec's {"musicFolder": [...]} as a list of keys (its own
        # bug), so the folders are read by hand.
        _, _, body = self.raw("getMusicFolders", {})
        folders = json.loads(body)["subsonic-response"]["musicFolders"]["musicFolder"]
        self.expect(len(folders) == 1 and folders[0]["id"] == 1, f"music folders {folders}")
        indexes = self.connection.get_indexes()
        folder_artist = next(a for index in indexes.index for a in index.artist
                             if a.name == "林晓")
        directory = self.connection.get_music_directory(folder_artist.id)
        self.expect([c.title for c in directory.child] == ["星空"] and directory.child[0].is_dir,
                    f"artist folder {directory}")
        songs = self.connection.get_music_directory(directory.child[0].id)
        self.expect([c.title for c in songs.child] == titles, f"album folder {songs.child}")
        by_name = self.connection.get_album_list2("alphabeticalByName", size=50)
        self.expect([a.name for a in by_name] == sorted([a.name for a in by_name], key=str.lower),
                    f"alphabeticalByName {[a.name for a in by_name]}")
        newest = self.connection.get_album_list2("newest", size=2)
        self.expect(len(newest) == 2, f"newest size 2: {newest}")
        paged = self.connection.get_album_list2("alphabeticalByName", size=1, offset=1)
        self.expect([a.id for a in paged] == [by_name[1].id], "album list paging")
        random_albums = self.connection.get_album_list2("random", size=50)
        self.expect(sorted(a.id for a in random_albums) == sorted(a.id for a in by_name),
                    "random holds every album once")
        self.expect(self.connection.get_album_list2("frequent") == [], "frequent is not empty")
        # Genres go case aside, as the query language's `genre:` does; a genre's songs come
        # album by album, in album order, page by page.
        genres = {g.value: (g.song_count, g.album_count) for g in self.connection.get_genres()}
        self.expect(genres == {"Jazz": (2, 2), "Mandopop": (2, 1)}, f"genres {genres}")
        by_genre = self.connection.get_songs_by_genre("MANDOPOP", count=50)
        self.expect([s.title for s in by_genre] == ["回忆", "星星"], f"Mandopop songs {by_genre}")
        page = self.connection.get_songs_by_genre("mandopop", count=1, offset=1)
        self.expect([s.id for s in page] == [by_genre[1].id], f"genre paging {page}")
        jazz = {s.title for s in self.connection.get_songs_by_genre("Jazz", count=50)}
        catalog = {t["title"] for t in self.musicat("tracks", "genre:jazz")}
        self.expect(jazz == catalog == {"Moon River", "Café Song"}, f"Jazz {jazz} != {catalog}")
        self.expect(self.connection.get_songs_by_genre("Polka") == [], "a genre nobody sings")
        # An album is of each genre one of its tracks is, as getGenres counts it: 星空 holds
        # Moon River, Jazz, though its first song is Mandopop.
        for genre, (_, albums) in genres.items():
            listed = self.connection.get_album_list2("byGenre", size=50, genre=genre.upper())
            self.expect(len(listed) == albums, f"byGenre {genre}: {[a.name for a in listed]}")
        jazz_albums = self.connection.get_album_list2("byGenre", size=50, genre="jazz")
        self.expect(sorted(a.name for a in jazz_albums) == ["[Unknown Album]", "星空"],
                    f"Jazz albums {[a.name for a in jazz_albums]}")
        groups = self.musicat("groups")
        playlists = self.connection.get_playlists()
        self.expect([(p.name, p.song_count) for p in playlists]
                    == [(g["name"], g["track_count"]) for g in groups],
                    f"playlists {[(p.name, p.song_count) for p in playlists]} != groups")
        stars = next(p for p in playlists if p.name == "星空 Stars")
        entries = self.connection.get_playlist(stars.id).entry
        shown = self.musicat("group", "show", "星空 Stars")
        self.expect([e.id for e in entries] == [str(t["id"]) for t in shown],
                    "playlist order differs from 'musicat group show'")

    def searching(self):
        def songs(query, **counts):
            return [s.title for s in self.connection.search3(query, **counts).song or []]
        self.expect(songs("moon") == ["Moon River"], f"moon: {songs('moon')}")
        self.expect(songs("爱") == ["回忆"], f"爱: {songs('爱')}")
        self.expect(songs("回忆") == ["回忆"], f"回忆: {songs('回忆')}")
        self.expect(songs("wider than a mile") == ["Moon River"], "a lyric line")
        self.expect(songs("harbor") == ["Café Song"], f"harbor (lyrics): {songs('harbor')}")
        self.expect(songs("cafe") == ["Café Song"], f"cafe folds to Café: {songs('cafe')}")
        self.expect(songs("月亮代表") == ["回忆"], f"月亮代表: {songs('月亮代表')}")
        self.expect(songs("no such words anywhere") == [], "a miss found songs")
        everything = self.connection.search3("", song_count=100)
        self.expect(len(everything.song) == len(self.musicat("tracks")),
                    "an empty query does not list every song")
        page = self.connection.search3("", song_count=2, song_offset=2)
        self.expect([s.id for s in page.song] == [s.id for s in everything.song[2:4]],
                    "an empty query's pages")
        result = self.connection.search3("星空")
        self.expect([a.name for a in result.album or []] == ["星空"], "album search")
        result = self.connection.search3("paper")
        self.expect([a.name for a in result.artist or []] == ["Paper Boats"], "artist search")
        # search2, the folder-based search of older clients, finds the same, albums as
        # folders.
        for query in ("moon", "爱", "星空", "paper", ""):
            two, three = self.connection.search2(query), self.connection.search3(query)
            self.expect([(s.id, s.title) for s in two.song or []]
                        == [(s.id, s.title) for s in three.song or []]
                        and [a.id for a in two.album or []] == [a.id for a in three.album or []]
                        and [a.name for a in two.artist or []]
                        == [a.name for a in three.artist or []],
                        f"search2 {query!r} differs from search3: {two}")
            self.expect(all(a.is_dir for a in two.album or []), f"search2 albums {two.album}")
        # Every lyric hit of `musicat search` is a song of search3.
        catalog = {str(m["track_id"]) for m in self.musicat("search", "love")["matches"]}
        found = {s.id for s in self.connection.search3("love").song or []}
        self.expect(catalog <= found, f"search3 love {found} misses {catalog - found}")

    def streaming(self):
        # What a player says it plays (scrobble, submission=false) is what getNowPlaying lists,
        # per user and player; a finished play (submission) changes nothing: plays are not
        # recorded.
        self.expect(self.connection.get_now_playing() == [], "something plays before a player said so")
        memories, moon = self.track_id("回忆"), self.track_id("Moon River")
        self.expect(self.connection.scrobble(memories, submission=False), "now playing refused")
        first = self.connection.get_now_playing()
        self.expect([(e.id, e.title, e.username, e.minutes_ago, e.player_name) for e in first]
                    == [(memories, "回忆", self.options.user, 0, "py-opensonic")], f"now playing {first}")
        self.connection.scrobble(moon, submission=False)
        self.connection.scrobble(memories, submission=True)
        replaced = self.connection.get_now_playing()
        self.expect([(e.id, e.player_id) for e in replaced] == [(moon, first[0].player_id)],
                    f"the player's next song did not replace its first: {replaced}")
        self.raw("scrobble", {"id": memories, "submission": "false", "c": "second player"})
        both = self.connection.get_now_playing()
        self.expect([(e.id, e.player_name) for e in both]
                    == [(memories, "second player"), (moon, "py-opensonic")]
                    and both[0].player_id != both[1].player_id, f"two players: {both}")
        self.expect(self.error_code("scrobble", {"id": "999999", "submission": "false"}) == 70,
                    "now playing a song the catalog lacks: not 70")
        self.expect(self.error_code("scrobble", {}) == 10, "scrobble without id: not 10")
        long_id = self.track_id("Long Song")
        path = next(t["audio_path"] for t in self.musicat("tracks") if t["id"] == int(long_id))
        with open(path, "rb") as file:
            expected = file.read()
        body, ranged_status, part = asyncio.run(self.client_stream(long_id))
        self.expect(body == expected, "stream through the client library: bytes differ")
        self.expect(ranged_status == 206 and part == expected[:100],
                    f"a client range (as a player seeks): {ranged_status}")
        status, headers, body = self.raw("stream", {"id": long_id})
        self.expect(status == 200 and body == expected, f"stream by hand: {status}, bytes differ")
        self.expect(headers.get("Content-Type") == "audio/wav", f"type {headers.get('Content-Type')}")
        status, headers, body = self.raw("stream", {"id": long_id}, {"Range": "bytes=1000-1999"})
        self.expect(status == 206 and body == expected[1000:2000],
                    f"range: {status}, {len(body)} bytes")
        self.expect(headers.get("Content-Range") == f"bytes 1000-1999/{len(expected)}",
                    f"Content-Range {headers.get('Content-Range')}")
        status, _, body = self.raw("stream", {"id": long_id}, {"Range": "bytes=-100"})
        self.expect(status == 206 and body == expected[-100:], "suffix range")
        status, headers, _ = self.raw("stream", {"id": long_id},
                                      {"Range": f"bytes={len(expected)}-"})
        self.expect(status == 416 and headers.get("Content-Range") == f"bytes */{len(expected)}",
                    f"unsatisfiable range: {status}")
        _, headers, _ = self.raw("stream", {"id": long_id})
        status, _, body = self.raw("stream", {"id": long_id}, {"If-None-Match": headers["ETag"]})
        self.expect(status == 304 and body == b"", f"If-None-Match: {status}")
        status, _, body = self.raw("download", {"id": long_id})
        self.expect(status == 200 and body == expected, "download")
        self.expect(self.error_code("stream", {"id": self.track_id("Missing")}) == 70,
                    "stream of a track that is not downloaded: not 70")

    async def client_stream(self, song):
        """The song's bytes and a ranged part of them, through the library's own requests."""
        _, body = await self.client_bytes("stream", song)
        status, part = await self.client_bytes("stream", song, byte_range="bytes=0-99")
        return body, status, part

    async def client_bytes(self, method, *arguments, **options):
        """The status and body of a binary call (stream, getCoverArt) the library makes."""
        connection = libopensonic.AsyncConnection(
            "http://127.0.0.1", self.options.user, self.options.password, port=self.options.port)
        try:
            response = await getattr(connection, method)(*arguments, **options)
            return response.status, await response.read()
        finally:
            await connection.cleanup()

    def lyrics(self):
        memories = self.track_id("回忆")
        catalog = self.musicat("lyrics", memories)
        structured = self.connection.get_lyrics_by_song_id(memories)
        own = structured[0]
        self.expect(own.synced and own.lang == "zh" and own.offset == 200,
                    f"回忆's lyrics: synced {own.synced}, lang {own.lang}, offset {own.offset}")
        lines = [(line.start - own.offset, line.value) for line in own.line]
        expected = [(line["time_ms"], line["text"]) for line in catalog["lines"]]
        self.expect(lines == expected, f"lines {lines} != catalog's {expected}")
        self.expect([l.start for l in own.line] == [l["written_ms"] for l in catalog["lines"]],
                    "start is not the file's written time")
        variants = [s.lang for s in structured[1:]]
        self.expect(variants == ["jp"], f"variants {variants}")
        untimed = self.connection.get_lyrics_by_song_id(self.track_id("星星"))[0]
        self.expect(not untimed.synced and all(l.start is None for l in untimed.line)
                    and [l.value for l in untimed.line] == ["一闪一闪亮晶晶", "满天都是小星星"],
                    f"unsynced lyrics {untimed}")
        self.expect(self.connection.get_lyrics_by_song_id(self.track_id("Blue Hour"))[0].lang
                    == "und", "a file without [la:] is not 'und'")
        plain = self.connection.get_lyrics(artist="林晓", title="回忆")
        self.expect(plain.value.split("\n")[1] == "我爱你", f"getLyrics: {plain.value!r}")
        self.expect(self.connection.get_lyrics(artist="x", title="nothing").value == "",
                    "getLyrics of nothing")

    def playlists(self):
        memories, moon, stars = (self.track_id(t) for t in ("回忆", "Moon River", "星星"))
        # The play queue a player saves is what another gets back, in order, repeats and
        # all; a refused save leaves it; no id clears it.
        _, _, body = self.raw("getPlayQueue", {})
        self.expect("playQueue" not in json.loads(body)["subsonic-response"], "a queue before any save")
        self.expect(self.connection.save_play_queue([stars, memories, stars], current=memories,
                                                    position=61500), "savePlayQueue refused")
        queue = self.connection.get_play_queue()
        self.expect([e.id for e in queue.entry] == [stars, memories, stars] and queue.current == memories
                    and queue.position == 61500 and queue.username == self.options.user
                    and queue.changed_by == "py-opensonic", f"play queue {queue}")
        self.expect(self.error_code("savePlayQueue", {"id": ["999999"]}) == 70, "a queue of no song: not 70")
        self.expect(self.error_code("savePlayQueue", {"id": [moon], "current": stars}) == 0,
                    "a current song out of the queue: not 0")
        self.expect([e.id for e in self.connection.get_play_queue().entry] == [stars, memories, stars],
                    "a refused save changed the queue")
        self.raw("savePlayQueue", {})
        _, _, body = self.raw("getPlayQueue", {})
        self.expect("playQueue" not in json.loads(body)["subsonic-response"], "a cleared queue is still there")
        def group(name):
            return next((g for g in self.musicat("groups") if g["name"] == name), None)
        def order(name):
            return [str(t["id"]) for t in self.musicat("group", "show", name)]
        self.connection.create_playlist(name="Road Trip", song_ids=[moon, memories])
        self.expect(group("Road Trip") is not None and group("Road Trip")["track_count"] == 2,
                    "createPlaylist: no group 'Road Trip' of 2 tracks")
        self.expect(order("Road Trip") == [moon, memories], "createPlaylist: order")
        created = next(p for p in self.connection.get_playlists() if p.name == "Road Trip")
        self.connection.update_playlist(created.id, name="Road Trip 2",
                                        song_ids_to_add=[stars], song_indices_to_remove=[0])
        self.expect(group("Road Trip") is None and order("Road Trip 2") == [memories, stars],
                    f"updatePlaylist: {order('Road Trip 2')}")
        self.connection.create_playlist(playlist_id=created.id, song_ids=[stars, moon])
        self.expect(order("Road Trip 2") == [stars, moon], "createPlaylist replacing songs")
        state_before = group("星空 Stars")["state"]
        stars_list = next(p for p in self.connection.get_playlists() if p.name == "星空 Stars")
        self.connection.update_playlist(stars_list.id, song_indices_to_remove=[2])
        self.expect(group("星空 Stars")["state"] == state_before, "an edit changed the state")
        self.expect(group("星空 Stars")["arranged_by_hand"], "an edit is not marked by hand")
        try:
            self.connection.create_playlist(name="Road Trip 2")
            self.expect(False, "a second playlist of the same name was made")
        except errors.SonicError:
            pass
        try:
            self.connection.create_playlist(name="Twice", song_ids=[moon, moon])
            self.expect(False, "a song listed twice was accepted")
        except errors.SonicError:
            pass
        self.expect(group("Twice") is None, "a refused playlist left a group behind")
        self.connection.delete_playlist(created.id)
        self.expect(group("Road Trip 2") is None, "deletePlaylist: the group is still there")
        try:
            self.connection.get_playlist(created.id)
            self.expect(False, "a deleted playlist is still served")
        except errors.DataNotFoundError:
            pass

    def covers(self):
        library = self.options.library
        with open(os.path.join(library, "星空 Stars", "cover.png"), "rb") as file:
            folder_cover = file.read()
        album = next(a for a in self.connection.get_album_list2("alphabeticalByName", size=50)
                     if a.name == "星空")
        status, body = asyncio.run(self.client_bytes("get_cover_art", album.cover_art))
        self.expect(status == 200 and body == folder_cover,
                    "an album's cover is not its folder's cover.png")
        _, headers, _ = self.raw("getCoverArt", {"id": album.cover_art})
        self.expect(headers.get("Content-Type") == "image/png", "the cover's type")
        blue = self.track_id("Blue Hour")
        status, headers, body = self.raw("getCoverArt", {"id": blue})
        with open(os.path.join(library, "Singles", "Aoi - Blue Hour.flac"), "rb") as file:
            flac = file.read()
        self.expect(status == 200 and body.startswith(b"\x89PNG") and body in flac,
                    "the FLAC's own picture is not served")
        self.expect(self.error_code("getCoverArt", {"id": self.track_id("Café Song")}) == 70,
                    "a song without a cover: not 70")

    def scanning(self):
        before = len(self.musicat("tracks"))
        albums_before = {a.name: a.id for a in self.connection.get_album_list2("alphabeticalByName", size=50)}
        artists_before = {a.name: a.id for i in self.connection.get_artists().index for a in i.artist}
        folder = os.path.join(self.options.library, "Singles")
        source = os.path.join(folder, "Paper Boats - Café Song.wav")
        with open(source, "rb") as file:
            audio = bytearray(file.read())
        audio[-1] ^= 0xFF
        with open(os.path.join(folder, "Paper Boats - New Song.wav"), "wb") as file:
            file.write(audio)
        status = self.connection.start_scan()
        deadline = time.time() + 30
        while status.scanning and time.time() < deadline:
            time.sleep(0.1)
            status = self.connection.get_scan_status()
        self.expect(not status.scanning, "the scan did not end within 30 s")
        self.expect(status.count and status.count > 0, f"scan count {status.count}")
        after = self.musicat("tracks")
        self.expect(len(after) == before + 1 and any(t["title"] == "New Song" for t in after),
                    "the scan did not add the new file")
        self.expect([s.title for s in self.connection.search3("new song").song or []]
                    == ["New Song"], "the scanned song is not served")
        albums_after = {a.name: a.id for a in self.connection.get_album_list2("alphabeticalByName", size=50)}
        artists_after = {a.name: a.id for i in self.connection.get_artists().index for a in i.artist}
        self.expect(all(albums_after.get(name) == id for name, id in albums_before.items()),
                    "album ids changed across the import")
        self.expect(all(artists_after.get(name) == id for name, id in artists_before.items()),
                    "artist ids changed across the import")
        self.expect([s.id for s in self.connection.get_album(albums_after["星空"]).song]
                    == [self.track_id(t) for t in ("回忆", "Moon River", "星星")],
                    "song ids changed across the import")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario")
    for name in ("port", "user", "password", "api-key", "musicat", "db", "library"):
        parser.add_argument("--" + name, required=True)
    options = parser.parse_args()
    checks = Checks(options)
    try:
        getattr(checks, options.scenario)()
    finally:
        checks.connection.cleanup()
    if checks.failures:
        print(f"{options.scenario}: {len(checks.failures)} failed:", *checks.failures, sep="\n- ")
        sys.exit(1)
    print(f"{options.scenario}: ok")


if __name__ == "__main__":
    main()

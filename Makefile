# The daily loop. Every target is a plain command you can also type; CI runs `make check`'s
# steps through .ci/run. `make help` lists them.
SWIFT ?= swift
RUNS ?= 3
FUZZ_SECONDS ?= 60

PYTHON ?= python3
# Linux links the Swift runtime into the release binary and strips it (README, Install);
# with glibc 2.36 or newer, the toolchain's lld packs its relative relocations (DT_RELR).
PACKED_RELOCATIONS = $(shell printf '2.36\n%s\n' "$$(getconf GNU_LIBC_VERSION 2>/dev/null | cut -d' ' -f2)" | sort -VC 2>/dev/null && echo -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
RELEASE_FLAGS ?= $(if $(filter Linux,$(shell uname)),--static-swift-stdlib -Xlinker -s $(PACKED_RELOCATIONS))

.PHONY: help build release release-flags test lint format fuzz bench faults check clean venv screenshots web-budget

help:  ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | expand -t 10

build:  ## Build musicat (debug)
	$(SWIFT) build

release:  ## Build the release musicat of the README's install steps (on Linux, the Swift runtime linked in)
	$(SWIFT) build -c release $(RELEASE_FLAGS)

release-flags:  ## Print the flags `make release` adds to `swift build -c release` here
	@echo $(RELEASE_FLAGS)

test: venv  ## Run the whole test suite
	$(SWIFT) test

venv: .venv/installed  ## Make .venv with py-opensonic and Selenium, the service's and page's test clients

.venv/installed:
	$(PYTHON) -m venv .venv
	.venv/bin/pip install --quiet --disable-pip-version-check py-opensonic==10.4.1 selenium==4.51.0
	touch $@

screenshots: build venv  ## Make the README's screenshots of the page (docs/screenshots)
	.venv/bin/python Tests/Web/web_checks.py screenshots --musicat "$$($(SWIFT) build --show-bin-path)/musicat" --repository . --screenshots docs/screenshots

web-budget: build venv  ## Measure the page's first load and a 2,000-group grid in headless Chromium
	.venv/bin/python Tests/Web/web_checks.py budget --musicat "$$($(SWIFT) build --show-bin-path)/musicat" --repository .

lint:  ## Check the formatting with the repository's .swift-format
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:  ## Format every Swift file in place
	$(SWIFT) format -i -r Sources Tests Package.swift

fuzz:  ## Fuzz each target for FUZZ_SECONDS (default 60)
	for target in lrc audio-flac audio-mp3 audio-mp4 audio-wav audio-ogg query; do \
	  bash Tests/Fuzz/fuzz.sh $$target $(FUZZ_SECONDS) || exit 1; done

faults:  ## Run the fault scripts (kills, concurrent readers, hostile inputs)
	for script in kill-import concurrent-readers bad-inputs serve-hostile; do \
	  bash Tests/Faults/$$script.sh || exit 1; done

bench:  ## Benchmark the medium corpus beside the C and Python peers, RUNS times
	Benchmarks/run.sh medium $(RUNS)

check:  ## Everything CI runs: install, build, lint, tests, corpus, faults, fuzz, sanitizers
	bash .ci/run

clean:  ## Remove the build folder
	rm -rf .build

# Presentation Lab. `make run` opens the app; `make test` runs every test. Both install what is
# missing first (Debian packages through apt-get, test tools from PyPI into .venv).

SWIFT ?= swift
ARGS ?=
PYTHON_TOOLS = .venv/bin/python

.PHONY: run test bench deps python-tools build release clean goldens

deps:
	@scripts/install-system-packages.sh

python-tools: deps
	@scripts/install-python-tools.sh

release: deps
	$(SWIFT) build -c release --product presentation-lab

run: release
	.build/release/presentation-lab $(ARGS)

build: deps
	$(SWIFT) build --build-tests

test: python-tools build
	$(SWIFT) test --skip-build
	$(PYTHON_TOOLS) -m pytest -q Tests/EndToEnd

# Rewrites the snapshot goldens from what the renderer draws now (review the PNGs before committing).
goldens: build
	UPDATE_GOLDENS=1 $(SWIFT) test --skip-build --filter Snapshot || true

bench: python-tools
	$(SWIFT) build -c release --product presentation-bench
	.build/release/presentation-bench

clean:
	rm -rf .build .venv

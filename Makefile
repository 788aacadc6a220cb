# Delve: two commands.  `make play` builds and serves the site; `make test`
# runs ruff and the whole test suite (unit, property, browser e2e).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000

.PHONY: play test build deps chromium clean

play: build
	$(PY) tools/serve.py --dir dist --port $(PORT)

# The browser tests run in a process of their own, started lean (the unit tests' process has
# grown to ~0.5 GB by their end), so the pages get that memory; both always run, and any failure
# in either fails the target.
test: build chromium
	$(VENV)/bin/ruff check .
	status=0; $(PY) -m pytest tests || status=$$?; $(PY) -m pytest e2e || status=$$?; exit $$status

build: deps
	$(PY) tools/build.py

deps: $(VENV)/.delve-installed node_modules/.delve-installed

$(VENV)/.delve-installed: pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev,dask]'
	touch $@

node_modules/.delve-installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

# Debian's Chromium for the Playwright tests (Playwright cannot download browsers here).
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  SUDO=; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; }

clean:
	rm -rf dist build

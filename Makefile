# Baton's tasks. `make run` is the whole quick start: PostgreSQL and pgvector
# via scripts/install-deps.sh, then baton with its own private PostgreSQL.
GO ?= go

.DEFAULT_GOAL := build
.PHONY: deps build run test bench fmt vet clean

# deps installs PostgreSQL and pgvector when missing; it never starts a server.
deps:
	scripts/install-deps.sh

build:
	$(GO) build -o baton .

# run serves on 127.0.0.1:8080 with a private PostgreSQL under ./baton-data;
# --ingest-starter ingests the starter corpus only when that is new.
run: deps build
	./baton serve --ingest-starter

# test runs every package against a throwaway cluster (scripts/testdb.sh) and
# stops it afterwards whether the tests pass or fail, keeping their status.
test:
	WITH_CHROMIUM=1 scripts/install-deps.sh
	scripts/testdb.sh start >/dev/null
	rc=0; TEST_DATABASE_URL="$$(scripts/testdb.sh url)" $(GO) test -race -count=1 ./... || rc=$$?; \
		scripts/testdb.sh stop; exit $$rc

# bench: every mode (the burst from one client, one batch, one at a time),
# then the burst from 8 concurrent clients; see docs/benchmarks.md.
bench: build
	./baton bench pipeline --stages 4 --tasks 2000 --mode all
	./baton bench pipeline --stages 4 --tasks 2000 --mode burst --clients 8

fmt:
	$(GO) fmt ./...

vet:
	$(GO) vet ./...

# clean removes build and test outputs; it never touches ./baton-data.
clean:
	-scripts/testdb.sh stop
	rm -rf baton .testdb

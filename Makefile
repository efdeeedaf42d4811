# Baton's tasks. `make run` is the whole quick start: PostgreSQL and pgvector
# via scripts/install-deps.sh, then baton with its own private PostgreSQL.
GO ?= go
# BATON is the built binary: Go's bin folder, as `go install` would put it,
# not the checkout.
BATON ?= $(or $(shell $(GO) env GOBIN),$(shell $(GO) env GOPATH)/bin)/baton
# BENCH_DATA is the private cluster of `make bench`, made afresh each time
# (a grown database measures slower), never ./baton-data.
BENCH_DATA ?= /tmp/baton-bench-data

.DEFAULT_GOAL := build
.PHONY: deps build run test bench bench-sse bench-reaper chaos fuzz-http fmt vet clean

# deps installs PostgreSQL and pgvector when missing; it never starts a server.
deps:
	scripts/install-deps.sh

build:
	$(GO) build -o $(BATON) .

# run serves on 127.0.0.1:8080 with a private PostgreSQL under ./baton-data;
# --ingest-starter ingests the starter corpus only when that is new.
run: deps build
	$(BATON) serve --ingest-starter

# test runs every package against a throwaway cluster (scripts/testdb.sh) and
# stops it afterwards whether the tests pass or fail, keeping their status.
# The scan audits (long single-goroutine reads of thousands of lines) skip
# themselves under -race and run in a second pass without it.
test:
	WITH_CHROMIUM=1 scripts/install-deps.sh
	scripts/testdb.sh start >/dev/null
	rc=0; url="$$(scripts/testdb.sh url)"; \
		TEST_DATABASE_URL="$$url" $(GO) test -race -count=1 -timeout 45m ./... || rc=$$?; \
		TEST_DATABASE_URL="$$url" $(GO) test -count=1 -timeout 45m -run 'Audit|Retrain' ./pipeline/scan/... || rc=$$?; \
		scripts/testdb.sh stop; exit $$rc

# bench: every mode (the burst from one client, one batch, one at a time),
# then the burst from 8 concurrent clients, then the search bench on 20,000
# chunks (its default of 100,000 takes well over 2 minutes here: HNSW
# inserts); see docs/benchmarks.md.
bench: build
	rm -rf $(BENCH_DATA)
	$(BATON) bench pipeline --data-dir $(BENCH_DATA) --stages 4 --tasks 2000 --mode all
	$(BATON) bench pipeline --data-dir $(BENCH_DATA) --stages 4 --tasks 2000 --mode burst --clients 8
	$(BATON) bench search --data-dir $(BENCH_DATA) --chunks 20000

# bench-sse holds 1,000 then 10,000 event streams on one batch while its
# tasks run (the clients in a second process); a few minutes, and it needs
# an open-file hard limit above 10,256 (ulimit -Hn). bench-reaper loads
# 1,000,000 tasks (1 % stale) and times the sweeps that act on all of
# them; the load alone takes half a minute or more. Both apart from `bench` for their length; see
# docs/benchmarks.md.
bench-sse: build
	rm -rf $(BENCH_DATA)
	$(BATON) bench sse --data-dir $(BENCH_DATA) --streams 1000
	$(BATON) bench sse --data-dir $(BENCH_DATA) --streams 10000

bench-reaper: build
	rm -rf $(BENCH_DATA)
	$(BATON) bench reaper --data-dir $(BENCH_DATA) --tasks 1000000 --stale 0.01

# chaos SIGKILLs workers (River's leader among them) and restarts PostgreSQL
# under a steady load on a throwaway cluster of its own (never the test
# cluster), then checks nothing was lost; minutes long, so not in `test`. See
# docs/reliability.md; CHAOS_TASKS, CHAOS_KILLS, … size it (app/chaos_test.go).
chaos:
	$(GO) test -tags chaos -count=1 -run '^TestChaos$$' -timeout 15m -v ./app/

# fuzz-http sends 10,000 seeded random, malformed requests over every route
# of /openapi.json to `baton serve` on a throwaway cluster of its own, fails
# on any 5xx but 503, then stops PostgreSQL and wants 503s from every /v1
# route; FUZZ_SEED, FUZZ_REQUESTS, … size it (app/fuzzhttp_test.go).
fuzz-http:
	$(GO) test -tags chaos -count=1 -run '^TestFuzzHTTP$$' -timeout 10m -v ./app/

fmt:
	$(GO) fmt ./...

vet:
	$(GO) vet ./...

# clean removes the binary, the test cluster and the bench cluster; it never
# touches ./baton-data.
clean:
	-scripts/testdb.sh remove
	rm -rf $(BATON) $(BENCH_DATA)

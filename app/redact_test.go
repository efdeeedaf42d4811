package app

import (
	"strings"
	"testing"
)

func TestRedactURLHidesPasswords(t *testing.T) {
	t.Parallel()
	for _, raw := range []string{
		"postgres://baton:s3cret@db:5432/baton",
		"postgres://baton@db/baton?password=s3cret&sslmode=disable",
	} {
		if got := redactURL(raw); strings.Contains(got, "s3cret") || !strings.Contains(got, "db") {
			t.Errorf("redactURL(%q) = %q", raw, got)
		}
	}
}

func TestBadDatabaseURLIsOneLineWithoutThePassword(t *testing.T) {
	t.Parallel()
	_, _, err := runBaton(t, "migrate", "status", "--database-url", "postgres://u:s3cret@host:notaport/db")
	if err == nil || strings.Contains(err.Error(), "s3cret") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("error = %v", err)
	}
}

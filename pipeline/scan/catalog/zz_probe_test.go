package catalog

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"
)

func TestZZProbe(t *testing.T) {
	p := os.Getenv("PROBE")
	if p == "" {
		t.Skip()
	}
	c := mustLoad(t)
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	n, bad := 0, 0
	for s.Scan() {
		line := s.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.SplitN(line, "|", 3)
		if len(parts) != 3 {
			t.Logf("BADLINE %q", line)
			continue
		}
		var want []string
		if parts[1] != "" && parts[1] != "-" {
			want = strings.Split(parts[1], ",")
		}
		got, _ := c.TagsFor(parts[2], parts[0])
		n++
		if !slices.Equal(got, want) {
			bad++
			t.Logf("MISS %s | want %v got %v | %s", parts[0], want, got, parts[2])
		}
	}
	t.Logf("total %d miss %d", n, bad)
}

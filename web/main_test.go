package web_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/baton-dev/baton/pipeline/scan"
)

// TestMain trains the scan reader's text model before any test starts its
// clock: under the race detector the training takes long enough to eat the
// wait of whichever scan test comes first.
func TestMain(m *testing.M) {
	if err := scan.WarmUp(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

//go:build race

package classify

// raceEnabled reports whether the race detector is on; the full-corpus test
// is skipped then because instrumentation makes it several times slower.
const raceEnabled = true

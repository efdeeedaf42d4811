//go:build !race

package classify

// raceEnabled reports whether the race detector is on.
const raceEnabled = false

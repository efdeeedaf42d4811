//go:build !race

package racetest

// Enabled is set when the code is built with -race.
const Enabled = false

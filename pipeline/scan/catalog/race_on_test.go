//go:build race

package catalog

// raceDetector is set when the tests run under -race; see skipAuditUnderRace.
const raceDetector = true

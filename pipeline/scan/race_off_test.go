//go:build !race

package scan

// raceDetector is set when the tests run under -race; see skipAuditUnderRace.
const raceDetector = false

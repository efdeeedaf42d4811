package store

// SpokenSQL is spokenSQL, for the external tests.
var SpokenSQL = spokenSQL

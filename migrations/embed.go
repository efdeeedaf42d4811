// Package migrations holds Baton's schema as numbered SQL files, embedded in
// the binary. Each version N has N_name.up.sql and N_name.down.sql; store.Migrate
// applies them after River's own migrations, each file in its own transaction.
package migrations

import "embed"

// FS holds every *.sql file of this folder.
//
//go:embed *.sql
var FS embed.FS

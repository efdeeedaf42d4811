// Command baton runs durable, multi-stage AI analysis pipelines on PostgreSQL.
package main

import "github.com/baton-dev/baton/app"

func main() { app.Execute() }

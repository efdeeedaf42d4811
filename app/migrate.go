package app

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/store"
)

func newMigrateCommand() *cobra.Command {
	c := &Config{}
	cmd := &cobra.Command{
		Use:   "migrate",
		Short: "Apply, revert or list database migrations (River's and Baton's)",
		Long: `migrate manages the schema: River's own migrations, then Baton's numbered SQL files
(embedded in the binary), each in a transaction, under an advisory lock so two
processes never migrate at once. With no --database-url it works on the private
PostgreSQL under --data-dir (started if needed).`,
	}
	addDatabaseFlags(cmd.PersistentFlags(), c)
	var steps int
	var all bool
	up := &cobra.Command{
		Use: "up", Short: "Apply every pending migration", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			c.createCluster = true
			db, log, err := openForCommand(cmd, c, migrateNone)
			if err != nil {
				return err
			}
			defer db.Close(cmd.Context())
			if err := ensureVector(cmd.Context(), db); err != nil {
				return err
			}
			applied, err := store.MigrateUp(cmd.Context(), db.Pool, log)
			if err != nil {
				return err
			}
			if len(applied) == 0 {
				fmt.Fprintln(cmd.OutOrStdout(), "schema is current")
				return nil
			}
			fmt.Fprintf(cmd.OutOrStdout(), "applied %v\n", applied)
			return nil
		},
	}
	down := &cobra.Command{
		Use: "down", Short: "Revert the newest migration (--steps N, or --all including River's)", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := applyEnv(cmd.Flags()); err != nil {
				return err
			}
			if steps < 1 && !all {
				return fmt.Errorf("--steps must be at least 1")
			}
			db, log, err := openForCommand(cmd, c, migrateNone)
			if err != nil {
				return err
			}
			defer db.Close(cmd.Context())
			reverted, err := store.MigrateDown(cmd.Context(), db.Pool, steps, all, log)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "reverted %v\n", reverted)
			return nil
		},
	}
	down.Flags().IntVar(&steps, "steps", 1, "how many of Baton's migrations to revert")
	down.Flags().BoolVar(&all, "all", false, "revert everything, River's tables included (deletes all data)")
	status := &cobra.Command{
		Use: "status", Short: "List applied and pending migrations", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			db, _, err := openForCommand(cmd, c, migrateNone)
			if err != nil {
				return err
			}
			defer db.Close(cmd.Context())
			st, err := store.MigrateStatus(cmd.Context(), db.Pool)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "river: applied %v (latest %d)\n", st.RiverApplied, st.RiverLatest)
			all, err := store.Migrations()
			if err != nil {
				return err
			}
			pending := map[int]bool{}
			for _, m := range st.Pending {
				pending[m.Version] = true
			}
			for _, m := range all {
				state := "applied"
				if pending[m.Version] {
					state = "pending"
				}
				fmt.Fprintf(out, "baton: %03d_%s %s\n", m.Version, m.Name, state)
			}
			return nil
		},
	}
	cmd.AddCommand(up, down, status)
	return cmd
}

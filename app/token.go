package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/google/uuid"
	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/web"
)

// OutputDefault is the default --output of commands that print records.
const OutputDefault = "text"

// withStore opens the database the way `migrate` does (the configured URL,
// or the private PostgreSQL under --data-dir, started if needed), migrates
// it, and runs fn with a store on it.
func withStore(cmd *cobra.Command, c *Config, fn func(ctx context.Context, db *database, st *store.Store) error) error {
	if err := applyEnv(cmd.Flags()); err != nil {
		return err
	}
	if c.Output != "text" && c.Output != "json" {
		return fmt.Errorf("--output must be text or json, got %q", c.Output)
	}
	ctx := cmd.Context()
	db, _, err := openForCommand(cmd, c, migrateApply)
	if err != nil {
		return err
	}
	defer db.Close(ctx)
	return fn(ctx, db, store.New(db.Pool))
}

// createdToken is `token create --output json`: the stored token and,
// this once, the token itself.
type createdToken struct {
	*store.Token
	Secret string `json:"token"`
}

func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func newTokenCommand() *cobra.Command {
	c := &Config{}
	cmd := &cobra.Command{
		Use:   "token",
		Short: "Create, list and revoke API tokens",
		Long: `token manages the API tokens of the HTTP API. Once any token exists, every API
request needs one (Authorization: Bearer <token>), on loopback too. A token is
printed once, at creation; only its sha256 is stored. A normal token sees only
what it created; an --admin token sees everything, /metrics and /riverui/.
Like migrate, it works on --database-url or the private PostgreSQL under
--data-dir (started if needed).`,
	}
	addDatabaseFlags(cmd.PersistentFlags(), c)
	cmd.PersistentFlags().StringVar(&c.Output, "output", OutputDefault, "output format: text or json")

	var name string
	var admin bool
	create := &cobra.Command{
		Use: "create --name NAME [--admin]", Short: "Create a token and print it (the only time it is shown)", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if name == "" {
				return fmt.Errorf("--name is required (who or what the token is for)")
			}
			return withStore(cmd, c, func(ctx context.Context, _ *database, st *store.Store) error {
				token, hash := web.NewToken()
				t, err := st.TokenCreate(ctx, name, admin, hash)
				if err != nil {
					return err
				}
				out := cmd.OutOrStdout()
				if c.Output == "json" {
					return printJSON(out, createdToken{Token: t, Secret: token})
				}
				fmt.Fprintln(out, token)
				kind := "token"
				if admin {
					kind = "admin token"
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "created %s %s (%s); it is shown only this once: store it now\n", kind, t.ID, t.Name)
				return nil
			})
		},
	}
	create.Flags().StringVar(&name, "name", "", "what the token is for (required)")
	create.Flags().BoolVar(&admin, "admin", false, "the token sees every owner's tasks, /metrics and /riverui/")

	list := &cobra.Command{
		Use: "list", Short: "List tokens (never the tokens themselves)", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return withStore(cmd, c, func(ctx context.Context, _ *database, st *store.Store) error {
				ts, err := st.TokenList(ctx)
				if err != nil {
					return err
				}
				if c.Output == "json" {
					if ts == nil {
						ts = []*store.Token{}
					}
					return printJSON(cmd.OutOrStdout(), ts)
				}
				tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "ID\tNAME\tADMIN\tCREATED\tLAST USED\tREVOKED")
				for _, t := range ts {
					fmt.Fprintf(tw, "%s\t%s\t%t\t%s\t%s\t%s\n", t.ID, t.Name, t.Admin, fmtTime(&t.CreatedAt), fmtTime(t.LastUsedAt), fmtTime(t.RevokedAt))
				}
				return tw.Flush()
			})
		},
	}

	revoke := &cobra.Command{
		Use: "revoke ID", Short: "Revoke a token: it stops working within a few seconds", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := uuid.Parse(args[0])
			if err != nil {
				return fmt.Errorf("token id must be a UUID (see `baton token list`), got %q", args[0])
			}
			return withStore(cmd, c, func(ctx context.Context, _ *database, st *store.Store) error {
				t, err := st.TokenRevoke(ctx, id.String())
				if errors.Is(err, store.ErrNotFound) {
					return fmt.Errorf("no token has id %s (see `baton token list`)", id)
				}
				if err != nil {
					return err
				}
				if c.Output == "json" {
					return printJSON(cmd.OutOrStdout(), t)
				}
				fmt.Fprintf(cmd.OutOrStdout(), "revoked %s (%s) at %s\n", t.ID, t.Name, fmtTime(t.RevokedAt))
				return nil
			})
		},
	}
	cmd.AddCommand(create, list, revoke)
	return cmd
}

func fmtTime(t *time.Time) string {
	if t == nil {
		return "-"
	}
	return t.Local().Format(time.DateTime)
}

// checkListenAuth refuses to serve the API beyond loopback while no API token
// exists, unless insecure: with no token, every client would be admin.
// Loopback is 127.0.0.0/8, ::1 and "localhost"; an empty host (":8080")
// means every interface.
func checkListenAuth(ctx context.Context, listen string, insecure bool, st *store.Store) error {
	host, _, err := net.SplitHostPort(listen)
	if err != nil {
		return fmt.Errorf("--listen %q: %v", listen, err)
	}
	if insecure || isLoopbackHost(host) {
		return nil
	}
	ok, err := st.TokenActiveExists(ctx)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("refusing to listen on %s without API tokens: create one with `baton token create --name NAME`, listen on 127.0.0.1, or pass --insecure-no-auth", listen)
	}
	return nil
}

func isLoopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

package catalog

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
)

// descriptionFiles holds the description corpus, descriptions_*.jsonl.
//
//go:embed *.jsonl
var descriptionFiles embed.FS

// DescriptionGlob names the files of the description corpus.
const DescriptionGlob = "descriptions_*.jsonl"

// Description is one line of the description corpus: how a person might
// describe an item they are throwing away, labelled with its middle key
// and the situation tags that hold. The embedded text classifier of the
// scan pipeline is trained on these lines.
type Description struct {
	ID     string   `json:"id"`
	Text   string   `json:"text"`
	Lang   string   `json:"lang"`
	Middle string   `json:"middle"`
	Tags   []string `json:"tags"`
	// File is the corpus file the line came from.
	File string `json:"-"`
}

// Descriptions returns the description corpus in file and line order.
func (c *Catalog) Descriptions() []Description {
	out := make([]Description, len(c.descs))
	for i, d := range c.descs {
		d.Tags = slices.Clone(d.Tags)
		out[i] = d
	}
	return out
}

// loadDescriptions reads every DescriptionGlob file of fsys, checking that
// ids are unique and middles and tags are known.
func (c *Catalog) loadDescriptions(fsys fs.FS) error {
	files, err := fs.Glob(fsys, DescriptionGlob)
	if err != nil {
		return fmt.Errorf("catalog: descriptions: %w", err)
	}
	tags := map[string]bool{}
	for _, t := range c.tax.Tags {
		tags[t.Key] = true
	}
	ids := map[string]bool{}
	for _, f := range files {
		b, err := fs.ReadFile(fsys, f)
		if err != nil {
			return fmt.Errorf("catalog: %s: %w", f, err)
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
		for line := 1; sc.Scan(); line++ {
			l := bytes.TrimSpace(sc.Bytes())
			if len(l) == 0 {
				continue
			}
			var d Description
			if err := json.Unmarshal(l, &d); err != nil {
				return fmt.Errorf("catalog: %s line %d: %w", f, line, err)
			}
			if _, ok := c.middleIdx[d.Middle]; !ok || d.ID == "" || d.Text == "" || ids[d.ID] {
				return fmt.Errorf("catalog: %s line %d: needs a unique id, a text and a known middle (id %q, middle %q)", f, line, d.ID, d.Middle)
			}
			for _, t := range d.Tags {
				if !tags[t] {
					return fmt.Errorf("catalog: %s line %d: unknown tag %q", f, line, t)
				}
			}
			ids[d.ID] = true
			d.File = f
			c.descs = append(c.descs, d)
		}
		if err := sc.Err(); err != nil {
			return fmt.Errorf("catalog: %s: %w", f, err)
		}
	}
	return nil
}

package knowledge

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// ParseJSONL parses JSON Lines, one chunk per non-blank line, each an object
// such as {"id": "a-1", "text": "…", "labels": ["penalty"], "lang": "ko"}.
// "text" is required and must be a non-empty string; "labels", when present,
// must be an array of strings. "id" (a string or a number) and every other
// string field go to Meta; fields of other types are ignored. Errors name the
// document and the 1-based line number.
func ParseJSONL(r io.Reader, document string) ([]Doc, error) {
	var docs []Doc
	err := eachLine(r, func(n int, line string) error {
		if strings.TrimSpace(line) == "" {
			return nil
		}
		doc, err := parseJSONLine(line)
		if err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		doc.Document, doc.Position = document, len(docs)
		docs = append(docs, doc)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("knowledge: %s: %w", document, err)
	}
	return docs, nil
}

func parseJSONLine(line string) (Doc, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal([]byte(line), &fields); err != nil {
		return Doc{}, fmt.Errorf("invalid JSON object: %w", err)
	}
	var doc Doc
	if err := json.Unmarshal(fields["text"], &doc.Text); err != nil || fields["text"] == nil {
		return Doc{}, errors.New(`"text" must be a string`)
	}
	if doc.Text = strings.TrimSpace(doc.Text); doc.Text == "" {
		return Doc{}, errors.New(`"text" is empty`)
	}
	if raw, ok := fields["labels"]; ok {
		if err := json.Unmarshal(raw, &doc.Labels); err != nil {
			return Doc{}, errors.New(`"labels" must be an array of strings`)
		}
		if len(doc.Labels) == 0 {
			doc.Labels = nil
		}
	}
	for key, raw := range fields {
		if key == "text" || key == "labels" {
			continue
		}
		var value string
		switch {
		case raw[0] == '"':
			if json.Unmarshal(raw, &value) != nil {
				continue
			}
		case key == "id" && (raw[0] == '-' || (raw[0] >= '0' && raw[0] <= '9')):
			value = string(raw)
		default:
			continue // null, booleans, numbers, arrays and objects
		}
		if doc.Meta == nil {
			doc.Meta = make(map[string]string, len(fields))
		}
		doc.Meta[key] = value
	}
	return doc, nil
}

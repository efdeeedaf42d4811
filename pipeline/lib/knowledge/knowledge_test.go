package knowledge

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// sharedData returns the read-only data folder beside the repository, or
// skips the test when it is absent.
func sharedData(t *testing.T, parts ...string) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("repository root not found")
		}
		dir = parent
	}
	path := filepath.Join(append([]string{dir, "..", "shared", "data"}, parts...)...)
	if _, err := os.Stat(path); err != nil {
		t.Skipf("shared data absent: %v", err)
	}
	return path
}

func TestParseJSONL(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name    string
		input   string
		want    []Doc
		wantErr string
	}{
		{name: "empty", input: "", want: nil},
		{
			name: "fields, blank lines, CRLF and BOM",
			input: "\ufeff{\"id\":\"a-1\",\"text\":\" 보증금 반환 \",\"labels\":[\"deposit_return\"],\"lang\":\"ko\",\"score\":3}\r\n" +
				"\n" +
				`{"id":7,"text":"fair clause","labels":[],"company":"Acme","extra":null}` + "\n" +
				`{"text":"no id"}`,
			want: []Doc{
				{Document: "d", Position: 0, Text: "보증금 반환", Labels: []string{"deposit_return"}, Meta: map[string]string{"id": "a-1", "lang": "ko"}},
				{Document: "d", Position: 1, Text: "fair clause", Meta: map[string]string{"id": "7", "company": "Acme"}},
				{Document: "d", Position: 2, Text: "no id"},
			},
		},
		{name: "invalid JSON", input: "{\"text\":\"a\"}\n\n{\"text\":", wantErr: "knowledge: d: line 3: invalid JSON object"},
		{name: "not an object", input: `["text"]`, wantErr: "line 1: invalid JSON object"},
		{name: "missing text", input: `{"id":"x"}`, wantErr: `line 1: "text" must be a string`},
		{name: "text not a string", input: `{"text":5}`, wantErr: `line 1: "text" must be a string`},
		{name: "empty text", input: `{"text":"  "}`, wantErr: `line 1: "text" is empty`},
		{name: "bad labels", input: "{\"text\":\"a\"}\n{\"text\":\"b\",\"labels\":\"penalty\"}", wantErr: `line 2: "labels" must be an array of strings`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := ParseJSONL(strings.NewReader(tt.input), "d")
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("ParseJSONL error = %v, want containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseJSONL: %v", err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ParseJSONL =\n%#v\nwant\n%#v", got, tt.want)
			}
		})
	}
}

const statuteFixture = `---
제목: 시험법
공포일자: '2025-10-01'
소관부처:
- 법무부
---

# 시험법

## 제1장 총칙 <개정 2010.3.22>

##### 제1조 (목적)

이 법은 시험을 목적으로 한다.

##### 제2조 (보증금)

**①** 보증금은 반환한다. <개정 2013.8.13>

**②** 지연하면 이자를 붙인다.

  1. 첫째 사항

##### 제2조 (보증금의 회수)

회수한다.

##### 제3조

삭제 <1989.12.30>

## 제2장 보칙

##### 제2조 (추가 조항)

더 있다.

##### 제4조의5 (명시된 가지번호)

적혀 있다.

## 부칙

##### 제9조 (부칙 조문)

건너뛴다.
`

func TestParseStatuteMarkdown(t *testing.T) {
	t.Parallel()

	got, err := ParseStatuteMarkdown(strings.NewReader(statuteFixture), "시험법")
	if err != nil {
		t.Fatal(err)
	}
	meta := func(article, title, chapter string) map[string]string {
		m := map[string]string{"article": article, "law": "시험법", "chapter": chapter}
		if title != "" {
			m["title"] = title
		}
		return m
	}
	want := []Doc{
		{Document: "시험법", Position: 0, Text: "제1조 (목적)\n이 법은 시험을 목적으로 한다.", Meta: meta("제1조", "목적", "제1장 총칙")},
		{Document: "시험법", Position: 1, Text: "제2조 (보증금)\n① 보증금은 반환한다.\n② 지연하면 이자를 붙인다.\n1. 첫째 사항", Meta: meta("제2조", "보증금", "제1장 총칙")},
		{Document: "시험법", Position: 2, Text: "제2조의2 (보증금의 회수)\n회수한다.", Meta: meta("제2조의2", "보증금의 회수", "제1장 총칙")},
		{Document: "시험법", Position: 3, Text: "제2조의3 (추가 조항)\n더 있다.", Meta: meta("제2조의3", "추가 조항", "제2장 보칙")},
		{Document: "시험법", Position: 4, Text: "제4조의5 (명시된 가지번호)\n적혀 있다.", Meta: meta("제4조의5", "명시된 가지번호", "제2장 보칙")},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ParseStatuteMarkdown =\n%#v\nwant\n%#v", got, want)
	}
}

func TestParseStatuteMarkdownShared(t *testing.T) {
	t.Parallel()

	tests := []struct {
		file         string
		minArticles  int
		wantTitles   map[string]string // article → title
		wantAbsent   []string
		wantLawTitle string
	}{
		{
			file:         "주택임대차보호법.md",
			minArticles:  11,
			wantTitles:   map[string]string{"제3조의2": "보증금의 회수", "제6조의3": "계약갱신 요구 등", "제10조": "강행규정", "제31조": "벌칙 적용에서 공무원 의제"},
			wantAbsent:   []string{"제5조"},
			wantLawTitle: "주택임대차보호법",
		},
		{
			file:         "약관의규제에관한법률.md",
			minArticles:  30,
			wantTitles:   map[string]string{"제8조": "손해배상액의 예정", "제14조": "소송 제기의 금지 등", "제17조의2": "시정 조치", "제19조의3": "표준약관"},
			wantLawTitle: "약관의 규제에 관한 법률",
		},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			t.Parallel()
			f, err := os.Open(sharedData(t, "clause", "kr", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			docs, err := Parse(f.Name(), f)
			if err != nil {
				t.Fatal(err)
			}
			if len(docs) < tt.minArticles {
				t.Fatalf("got %d articles, want at least %d", len(docs), tt.minArticles)
			}
			titles := map[string]string{}
			for i, d := range docs {
				if d.Position != i || d.Document != strings.TrimSuffix(tt.file, ".md") || d.Meta["law"] != tt.wantLawTitle {
					t.Errorf("doc %d: document %q position %d law %q", i, d.Document, d.Position, d.Meta["law"])
				}
				if _, dup := titles[d.Meta["article"]]; dup {
					t.Errorf("article %s appears twice", d.Meta["article"])
				}
				if strings.Contains(d.Text, "**") || strings.Contains(d.Text, "<개정") {
					t.Errorf("article %s keeps markup: %q", d.Meta["article"], d.Text)
				}
				titles[d.Meta["article"]] = d.Meta["title"]
			}
			for article, title := range tt.wantTitles {
				if got, ok := titles[article]; !ok || got != title {
					t.Errorf("article %s: title %q (present %v), want %q", article, got, ok, title)
				}
			}
			for _, article := range tt.wantAbsent {
				if _, ok := titles[article]; ok {
					t.Errorf("article %s should be skipped", article)
				}
			}
		})
	}
}

func TestParseJSONLShared(t *testing.T) {
	t.Parallel()

	f, err := os.Open(sharedData(t, "clause", "unfair_tos", "train.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	docs, err := Parse(f.Name(), f)
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 5532 {
		t.Fatalf("got %d docs, want 5532", len(docs))
	}
	unfair := 0
	for _, d := range docs {
		if d.Document != "train" || d.Meta["id"] == "" || d.Meta["company"] == "" {
			t.Fatalf("doc %d: document %q meta %v", d.Position, d.Document, d.Meta)
		}
		if len(d.Labels) > 0 {
			unfair++
		}
	}
	if unfair != 630 {
		t.Errorf("got %d labeled sentences, want 630", unfair)
	}
}

func TestParsePlainText(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name  string
		input string
		want  []string
	}{
		{name: "empty", input: "", want: nil},
		{name: "blank only", input: "\n \n\t\n", want: nil},
		{name: "paragraphs", input: "첫 문단\r\n  둘째 줄  \r\n\r\n\r\n다음 문단\n \nlast", want: []string{"첫 문단\n둘째 줄", "다음 문단", "last"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			docs, err := ParsePlainText(strings.NewReader(tt.input), "notes")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for i, d := range docs {
				if d.Position != i || d.Document != "notes" || d.Labels != nil || d.Meta != nil {
					t.Errorf("doc %d = %#v", i, d)
				}
				got = append(got, d.Text)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ParsePlainText = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestParse(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name         string
		input        string
		wantDocument string
		wantTexts    []string
	}{
		{name: "corpus/refs.JSONL", input: `{"text":"a b"}`, wantDocument: "refs", wantTexts: []string{"a b"}},
		{name: `dir\law.md`, input: "##### 제1조 (목적)\n\n본문\n", wantDocument: "law", wantTexts: []string{"제1조 (목적)\n본문"}},
		{name: "notes.txt", input: "a\n\nb", wantDocument: "notes", wantTexts: []string{"a", "b"}},
		{name: "README", input: `{"text":"kept as text"}`, wantDocument: "README", wantTexts: []string{`{"text":"kept as text"}`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			docs, err := Parse(tt.name, strings.NewReader(tt.input))
			if err != nil {
				t.Fatal(err)
			}
			var texts []string
			for _, d := range docs {
				if d.Document != tt.wantDocument {
					t.Errorf("Document = %q, want %q", d.Document, tt.wantDocument)
				}
				texts = append(texts, d.Text)
			}
			if !reflect.DeepEqual(texts, tt.wantTexts) {
				t.Errorf("texts = %q, want %q", texts, tt.wantTexts)
			}
		})
	}
}

func TestContentHash(t *testing.T) {
	t.Parallel()

	base := []Doc{
		{Document: "a", Text: "보증금 반환", Labels: []string{"penalty", "deposit_return"}, Meta: map[string]string{"id": "1", "lang": "ko"}},
		{Document: "a", Position: 1, Text: "fair"},
	}
	baseHash := ContentHash(base)
	if len(baseHash) != 64 {
		t.Fatalf("ContentHash = %q, want 64 hex digits", baseHash)
	}

	tests := []struct {
		name     string
		docs     []Doc
		wantSame bool
	}{
		{name: "same content", docs: []Doc{base[0], base[1]}, wantSame: true},
		{name: "other document name and positions", docs: []Doc{
			{Document: "b", Position: 9, Text: base[0].Text, Labels: base[0].Labels, Meta: base[0].Meta},
			{Document: "b", Text: "fair"},
		}, wantSame: true},
		{name: "white space", docs: []Doc{
			{Text: " 보증금\r\n  반환 ", Labels: base[0].Labels, Meta: base[0].Meta}, {Text: "fair\n"},
		}, wantSame: true},
		{name: "label order", docs: []Doc{
			{Text: base[0].Text, Labels: []string{"deposit_return", "penalty"}, Meta: base[0].Meta}, base[1],
		}, wantSame: true},
		{name: "text changed", docs: []Doc{{Text: "보증금 미반환", Labels: base[0].Labels, Meta: base[0].Meta}, base[1]}},
		{name: "label removed", docs: []Doc{{Text: base[0].Text, Labels: []string{"penalty"}, Meta: base[0].Meta}, base[1]}},
		{name: "meta changed", docs: []Doc{{Text: base[0].Text, Labels: base[0].Labels, Meta: map[string]string{"id": "2", "lang": "ko"}}, base[1]}},
		{name: "order changed", docs: []Doc{base[1], base[0]}},
		{name: "chunk boundary moved", docs: []Doc{{Text: "보증금", Labels: base[0].Labels, Meta: base[0].Meta}, {Text: "반환 fair"}}},
		{name: "empty", docs: nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := ContentHash(tt.docs); (got == baseHash) != tt.wantSame {
				t.Errorf("ContentHash = %s, base %s, want same %v", got, baseHash, tt.wantSame)
			}
		})
	}
}

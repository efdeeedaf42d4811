// Package starter embeds the clause reference corpus that Baton ingests when
// no other corpus is configured, so the clause pipeline can retrieve labeled
// references with no downloads.
//
// The corpus is original text written for Baton: Korean residential-lease
// special terms that are commonly unfair or void under 주택임대차보호법, 민법
// and 약관의 규제에 관한 법률, their English counterparts, unfair online terms
// in both languages, and fair reference clauses with no labels. Each JSON
// line holds "id", "text", "labels", "category" ("residential_lease" or
// "online_terms"), "rationale" (one sentence in the clause's language),
// "statute" (for example "주택임대차보호법 제6조의3, 제10조") and "lang"
// ("ko" or "en"). Labels come from a fixed set: the eight LexGLUE UNFAIR-ToS
// categories (arbitration, unilateral_change, content_removal, jurisdiction,
// choice_of_law, limitation_of_liability, unilateral_termination,
// contract_by_using) and the Korean lease categories deposit_return,
// repair_burden, renewal_waiver, penalty, waiver_of_rights, rent_increase and
// registration_block.
package starter

import _ "embed"

// Corpus is the name under which the starter corpus is stored.
const Corpus = "clause-starter"

// JSONL is the starter corpus as JSON Lines, one reference clause a line,
// for knowledge.ParseJSONL. Callers must not modify it.
//
//go:embed starter.jsonl
var JSONL []byte

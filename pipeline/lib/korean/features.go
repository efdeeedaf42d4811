package korean

// FeatureOptions tunes Features. The zero value is ready to use.
type FeatureOptions struct {
	// Synonyms maps a stem to its canonical stem (집주인 → 임대인,
	// 돌려주 → 반환); it is applied to every stem before features are built.
	Synonyms map[string]string
	// NoBigrams leaves out the stem bigrams.
	NoBigrams bool
}

// Features returns the classifier features of text, in a deterministic order
// and without repeats:
//   - each noun and verb stem (반환, 보증금);
//   - stem bigrams "a_b" over consecutive noun and verb stems;
//   - each predicate's Key when it differs from its stem (not:반환,
//     must:부담, must:not:청구, may:해지, cannot:청구), and "not:X" for
//     every negated predicate, prohibitions included;
//   - "if:X" for a predicate of a conditional clause;
//   - role crosses "tenant:부담", "landlord:not:반환", "both:…" for
//     predicates whose subject is a party.
func Features(text string, opt FeatureOptions) []string {
	return AnalysisFeatures(Analyze(text), opt)
}

// AnalysisFeatures is Features of a text already analysed, for a caller
// that reads the same Analysis in other ways too.
func AnalysisFeatures(a Analysis, opt FeatureOptions) []string {
	canon := func(s string) string {
		if c, ok := opt.Synonyms[s]; ok {
			return c
		}
		return s
	}
	seen := make(map[string]struct{}, len(a.Tokens)*3)
	out := make([]string, 0, len(a.Tokens)*3)
	emit := func(f string) {
		if _, ok := seen[f]; !ok {
			seen[f] = struct{}{}
			out = append(out, f)
		}
	}
	prev := ""
	for _, t := range a.Tokens {
		if t.Kind != KindNoun && t.Kind != KindVerb {
			if t.Kind == KindPunct {
				prev = ""
			}
			continue
		}
		s := canon(t.Stem)
		emit(s)
		if !opt.NoBigrams && prev != "" {
			emit(prev + "_" + s)
		}
		prev = s
	}
	for _, p := range a.Predicates {
		s := canon(p.Stem)
		emit(s)
		key := predicateKey(s, p)
		if p.Negated {
			emit("not:" + s)
		}
		emit(key)
		if p.Conditional {
			emit("if:" + s)
		}
		switch p.Subject {
		case RoleLandlord, RoleTenant, RoleBoth:
			emit(p.Subject.String() + ":" + key)
		}
	}
	return out
}

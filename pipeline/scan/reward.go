package scan

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"

	"github.com/riverqueue/river"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/scan/catalog"
	"github.com/baton-dev/baton/store"
)

// runReward is the reward stage. When the item belongs to a stream of
// 재활용폐기물 (catalog.MajorRecyclable: not hazardous waste such as
// batteries, lamps and medicine, nor food, general, non-combustible or
// bulky waste), rules were found and the answer lists no insufficiencies,
// it grants the character of the middle category (CharacterGrantInsert: of two concurrent scans only
// one receives it). It never fails the task: any error, even a panic, ends
// as {reward: null, reason: "grant_failed", error}.
func (s *Service) runReward(ctx context.Context, in *pipeline.StageInput) (out any, _ error) {
	defer func() {
		if r := recover(); r != nil {
			s.cfg.Logger.Error("reward stage panicked", slog.String("task_id", in.Task.ID), slog.Any("panic", r))
			out = &RewardOutput{Reason: ReasonGrantFailed, Error: fmt.Sprintf("panic: %v", r)}
		}
	}()
	ro, err := s.reward(ctx, in)
	if err != nil {
		s.cfg.Logger.Warn("reward not granted", slog.String("task_id", in.Task.ID), slog.Any("error", err))
		return &RewardOutput{Reason: ReasonGrantFailed, Error: err.Error()}, nil
	}
	return ro, nil
}

func (s *Service) reward(ctx context.Context, in *pipeline.StageInput) (*RewardOutput, error) {
	inp, cls, rules, err := decodeRuled(in)
	if err != nil {
		return nil, err
	}
	ans, err := decodeOutput[Answer](in, StageAnswer)
	if err != nil {
		return nil, err
	}
	switch {
	case inp.UserID == "":
		return &RewardOutput{Reason: ReasonNoUser}, nil
	case !cls.Classified:
		return &RewardOutput{Reason: ReasonUnclassified}, nil
	case !cls.Recyclable || cls.Classification.MajorKey != catalog.MajorRecyclable:
		return &RewardOutput{Reason: ReasonNotRecyclable}, nil
	case rules.Found == 0:
		return &RewardOutput{Reason: ReasonNoRules}, nil
	case len(ans.Insufficiencies) > 0:
		return &RewardOutput{Reason: ReasonInsufficiencies}, nil
	}
	ch, ok := s.cat.CharacterFor(cls.Classification.MiddleKey)
	if !ok {
		return &RewardOutput{Reason: ReasonNoCharacter}, nil
	}
	res, err := s.st.CharacterGrantInsert(ctx, store.CharacterGrant{
		Owner: in.Task.Owner, UserID: inp.UserID, CharacterKey: ch.Key, Name: ch.Name,
		Middle: ch.Middle, CharacterType: ch.CharacterType, TaskID: in.Task.ID,
	})
	if err != nil {
		return nil, err
	}
	return &RewardOutput{Reward: &Reward{
		Received: res.Received, AlreadyOwned: res.AlreadyOwned, Name: ch.Name, Dialog: ch.Dialog,
		MatchReason: matchReason(&cls), CharacterType: ch.CharacterType, CharacterKey: ch.Key,
	}}, nil
}

// matchReason says, in the user's language, why the character matched.
func matchReason(cls *Classification) string {
	c := cls.Classification
	what := c.MiddleCategory
	if c.MinorCategory != "" {
		what += "(" + c.MinorCategory + ")"
	}
	if cls.Language == LangEnglish {
		return fmt.Sprintf("%s sorted right, ready for the %s stream", what, c.MiddleKey)
	}
	return what + josa(what, "을", "를") + " 올바르게 분리배출했어요"
}

// commitReward runs in the reward stage's handoff transaction: it inserts
// the my_sync job that refreshes the user's collection summary, so the job
// exists exactly when the stage's output does.
func (s *Service) commitReward(ctx context.Context, h *pipeline.HandOff) error {
	var inp Input
	if err := json.Unmarshal(h.Task.Input, &inp); err != nil || inp.UserID == "" {
		return nil
	}
	_, err := h.InsertJob(ctx, SyncArgs{Owner: h.Task.Owner, UserID: inp.UserID}, &river.InsertOpts{Queue: QueueSync})
	return err
}

// SyncArgs is the my_sync job: recompute one user's collection summary.
type SyncArgs struct {
	Owner  string `json:"owner"`
	UserID string `json:"user_id"`
}

// SyncJobKind is the River kind of SyncArgs.
const SyncJobKind = "scan.my_sync"

// Kind implements river.JobArgs.
func (SyncArgs) Kind() string { return SyncJobKind }

type syncWorker struct {
	river.WorkerDefaults[SyncArgs]
	s *Service
}

// Work recomputes the summary; it is idempotent, so a retry is harmless.
func (w *syncWorker) Work(ctx context.Context, job *river.Job[SyncArgs]) error {
	return w.s.st.UserCollectionSync(ctx, job.Args.Owner, job.Args.UserID)
}

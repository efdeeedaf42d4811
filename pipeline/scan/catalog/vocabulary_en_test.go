package catalog

import (
	"slices"
	"testing"
)

// English household nouns by domain, as expats, students and soldiers
// name them: each must be read as the stream its Korean counterpart goes
// to, and the near-misses around each new word must keep their streams.

func TestEnglishKitchenVocabulary(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"my old brita filters, two of them", "general"},
		{"used nespresso pods from the office", "general"},
		{"a warped baking tray", "metal_can"},
		{"rusty muffin tin and a loaf pan", "metal_can"},
		{"bent whisk and a sieve", "metal_can"},
		{"a set of blunt kitchen knives", "metal_can"},
		{"chipped teacup and saucer", "nonflammable"},
		{"a few ramekins I never use", "nonflammable"},
		{"shot glasses from a bar crawl", "nonflammable"},
		{"a glass mixing bowl", "nonflammable"},
		{"stainless mixing bowl with a dent", "metal_can"},
		{"cracked plastic lunch box", "plastic"},
		{"silicone ice cube trays", "plastic"},
		{"wooden spoons with burn marks", "general"},
		{"a scratched chopping board", "general"},
		{"unused cupcake liners", "general"},
		{"empty vodka bottle", "glass"},
		{"olive oil bottle, empty", "glass"},
		{"a broken nutribullet", "e_waste"},
		{"milk frother that won't turn on", "e_waste"},
		{"the old crockpot", "e_waste"},
		{"avocado pits from guacamole night", "general"},
		{"a bag of brown bananas", "food_waste"},
		{"mouldy cheese from the back of the fridge", "food_waste"},
		// near-misses
		{"empty cookie tin", "metal_can"},
		{"apple core", "food_waste"},
		{"cereal box, flattened", "paper"},
		{"cake box from the bakery", "paper"},
		{"leftover pork on a tray, food waste bin?", "food_waste"},
		{"glass kimchi jar, rinsed", "glass"},
	})
}

func TestEnglishBathroomAndBabyVocabulary(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"toothpaste tube squeezed flat", "general"},
		{"used dental floss picks", "general"},
		{"dried out eyeliner and lip gloss", "general"},
		{"a mouldy shower curtain", "general"},
		{"contact lens case", "general"},
		{"empty hairspray can", "metal_can"},
		{"shaving foam can, empty", "metal_can"},
		{"shower gel bottle rinsed out", "plastic"},
		{"a broken epilator", "e_waste"},
		{"teddy bear the dog chewed", "general"},
		{"lego bricks missing pieces", "general"},
		{"the baby's old cot", "bulky"},
		{"pushchair with a bent wheel", "bulky"},
		{"a high chair we don't need", "bulky"},
		{"bibs and onesies she outgrew", "clothing"},
		{"a squeezed baby food pouch", "vinyl"},
	})
}

func TestEnglishSchoolAndComputerVocabulary(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"dried up highlighters and sharpies", "general"},
		{"a box of broken crayons", "general"},
		{"sticky notes from last semester", "paper"},
		{"old dictionaries", "paper"},
		{"flashcards for the exam", "paper"},
		{"empty ink cartridges", "general"},
		{"paper clips and binder clips", "metal_can"},
		{"a cracked phone case", "general"},
		{"torn mouse pad", "general"},
		{"a dead sd card", "e_waste"},
		{"my old gpu", "e_waste"},
		{"echo dot that stopped working", "e_waste"},
		{"lightning cable frayed at the end", "e_waste"},
		{"scratched game discs", "general"},
		{"vinyl records warped by the sun", "general"},
	})
}

func TestEnglishMusicAndSportsVocabulary(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"acoustic guitar with a cracked neck", "bulky"},
		{"drum kit from my band days", "bulky"},
		{"choir robes from the church", "clothing"},
		{"a guitar amp that hums", "e_waste"},
		{"broken effects pedal", "e_waste"},
		{"worn guitar strings", "general"},
		{"sheet music photocopies", "paper"},
		{"tennis racket with snapped strings", "general"},
		{"flat basketball", "general"},
		{"a cracked bike helmet", "general"},
		{"rusty kettlebell", "metal_can"},
		{"empty camping gas canister", "metal_can"},
		{"a skateboard with no wheels", "bulky"},
		{"old snowboard", "bulky"},
		{"tent with a torn fly", "general"},
		{"hiking boots with holes", "clothing"},
		// a new mat's wrapping is the film, not the mat; what a bag held is
		// not the bag
		{"the thin film that came off a new exercise mat", "vinyl"},
		{"zip bags I kept the camping gear in", "vinyl"},
		{"frozen dumpling bag with a few dumplings stuck inside", "vinyl"},
	})
}

func TestEnglishHomeGardenAndToolsVocabulary(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"dead plants from the balcony", "general"},
		{"a terracotta pot", "nonflammable"},
		{"plastic plant pots from the nursery", "plastic"},
		{"the garden shears", "metal_can"},
		{"used cat litter", "general"},
		{"a chewed dog leash", "general"},
		{"fish tank with a crack", "nonflammable"},
		{"cat tree the cats shredded", "bulky"},
		{"worn wiper blades", "general"},
		{"bald car tyres", "bulky"},
		{"a rusty hammer", "metal_can"},
		{"a jar of screws and bolts", "metal_can"},
		{"empty paint tin", "metal_can"},
		{"dried paint roller", "general"},
		{"a cordless drill", "e_waste"},
		{"offcuts of plasterboard", "nonflammable"},
		{"chest of drawers missing a drawer", "bulky"},
		{"a wobbly bar stool", "bulky"},
		{"bunk bed we took apart", "bulky"},
		{"two bookshelves", "bulky"},
		{"pillowcases with holes", "clothing"},
		{"broken floor lamp", "e_waste"},
		{"christmas lights that don't light up", "e_waste"},
		{"tinsel and baubles", "general"},
		{"used birthday cards", "paper"},
		{"a carved pumpkin going soft", "food_waste"},
		{"burnt tea lights", "general"},
	})
}

func TestEnglishClothesAndMedicineVocabulary(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"laddered tights", "clothing"},
		{"a tuxedo from prom", "clothing"},
		{"boxers and bras", "clothing"},
		{"a worn rucksack", "clothing"},
		{"wellies with a split", "clothing"},
		{"a beanie and mittens", "clothing"},
		{"broken earrings", "general"},
		{"expired paracetamol", "medicine"},
		{"old allergy pills", "medicine"},
		{"nasal spray past its date", "medicine"},
		{"used band-aids", "general"},
		{"leftover covid tests", "general"},
		{"crutches from when I broke my leg", "general"},
	})
}

// An English plural that is not the word with "s" or "es" added ("y" to
// "ies", "f" or "fe" to "ves", an irregular plural) is read as its
// singular's term.
func TestEnglishIrregularPlurals(t *testing.T) {
	t.Parallel()
	for _, tc := range [][2]string{
		{"battery", "batteries"}, {"knife", "knives"}, {"shelf", "shelves"},
		{"diary", "diaries"}, {"snowman", "snowmen"}, {"child", "children"}, {"toy", ""}, {"roof", ""}, {"cliff", ""}, {"pdf", ""}, {"배터리", ""},
	} {
		got := string(irregularPlural([]rune(tc[0])))
		if got != tc[1] {
			t.Errorf("irregularPlural(%q) = %q, want %q", tc[0], got, tc[1])
		}
	}
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"a couple of old diaries", "paper"},
		{"butter knives", "metal_can"},
		{"teddies from the claw machine", "general"},
	})
	if m := c.Match("spare knives"); !slices.Contains([]string{"금속 공구"}, m.Item) {
		t.Errorf("Match(spare knives) item %q, want 금속 공구", m.Item)
	}
}

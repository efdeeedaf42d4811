package catalog

// ---- session 32: metal said last after a general thing (audit list 16) ----

// metalLast makes metal, said as the last bare word after a general
// thing, what the thing is made of: "바비큐 꼬치 쇠" is a steel skewer,
// "캠핑 집게 스텐" steel tongs, not the wooden or plastic ones the bare
// name files with general waste (materialLast reads it, as it reads
// plastic said last: plasticLast). Paper is left out, where 철 after it is
// a binder (신문 철), and so are the streams metalLast's container entry
// already takes (plastic, film).
var metalLast = saidMaterial{"metal_can", saidMaterials[1].words, map[string]bool{"general": true}}

package classify

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
)

// Wire format (gzip-compressed): magic "BTNCLS", version byte, then uvarints
// and little-endian float32s: featurizer settings (version 2 adds the
// extractor's name and weight), labels, delta-encoded feature buckets, IDF,
// per-label bias/threshold/Platt/dense weights (every kept feature occurs in
// training, so dense is compact enough). Version 1 models still decode.
const (
	codecMagic   = "BTNCLS"
	codecVersion = 2
)

// MarshalBinary encodes the model compactly (gzip).
func (m *Model) MarshalBinary() ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.DefaultCompression)
	if err != nil {
		return nil, err
	}
	w := bufio.NewWriter(zw)
	var tmp [binary.MaxVarintLen64]byte
	putU := func(v uint64) { w.Write(tmp[:binary.PutUvarint(tmp[:], v)]) }
	putF := func(v float32) {
		binary.LittleEndian.PutUint32(tmp[:4], math.Float32bits(v))
		w.Write(tmp[:4])
	}
	putD := func(v float64) {
		binary.LittleEndian.PutUint64(tmp[:8], math.Float64bits(v))
		w.Write(tmp[:8])
	}
	putS := func(s string) { putU(uint64(len(s))); w.WriteString(s) }

	w.WriteString(codecMagic)
	w.WriteByte(codecVersion)
	f := m.feat
	putU(uint64(f.bits))
	putU(uint64(f.wordNgrams))
	putU(uint64(f.charMin))
	putU(uint64(f.charMax))
	putD(f.charWeight)
	if f.extra != nil {
		putS(f.extra.Name())
		putD(f.extraWeight)
	} else {
		putS("")
		putD(0)
	}
	putU(uint64(len(m.labels)))
	for _, l := range m.labels {
		putS(l)
	}
	putU(uint64(len(m.buckets)))
	var prev uint32
	for _, b := range m.buckets {
		putU(uint64(b - prev))
		prev = b
	}
	for _, v := range m.idf {
		putF(v)
	}
	for l := range m.labels {
		putF(m.bias[l])
		putF(m.threshold[l])
		putF(m.plattA[l])
		putF(m.plattB[l])
		for _, v := range m.weights[l] {
			putF(v)
		}
	}
	if err := w.Flush(); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// UnmarshalBinary decodes a model written by MarshalBinary without an
// Extractor: it fails for a model trained with one (use Decode).
func (m *Model) UnmarshalBinary(data []byte) error {
	nm, err := Decode(data)
	if err != nil {
		return err
	}
	*m = *nm
	return nil
}

// Decode decodes a model written by MarshalBinary. A model trained with an
// Extractor gets the one of extractors with the same Name; it is an error
// when none has it.
func Decode(data []byte, extractors ...Extractor) (*Model, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("classify: %w", err)
	}
	r := bufio.NewReader(zr)
	var rerr error
	getU := func(limit uint64) uint64 {
		if rerr != nil {
			return 0
		}
		v, err := binary.ReadUvarint(r)
		if err != nil {
			rerr = err
		} else if v > limit {
			rerr = fmt.Errorf("value %d exceeds %d", v, limit)
		}
		return v
	}
	var b4 [4]byte
	getF := func() float32 {
		if rerr != nil {
			return 0
		}
		if _, err := io.ReadFull(r, b4[:]); err != nil {
			rerr = err
		}
		return math.Float32frombits(binary.LittleEndian.Uint32(b4[:]))
	}
	var b8 [8]byte
	getD := func() float64 {
		if rerr != nil {
			return 0
		}
		if _, err := io.ReadFull(r, b8[:]); err != nil {
			rerr = err
		}
		return math.Float64frombits(binary.LittleEndian.Uint64(b8[:]))
	}
	head := make([]byte, len(codecMagic)+1)
	if _, err := io.ReadFull(r, head); err != nil || string(head[:len(codecMagic)]) != codecMagic {
		return nil, errors.New("classify: not a model")
	}
	version := head[len(codecMagic)]
	if version != 1 && version != codecVersion {
		return nil, fmt.Errorf("classify: unsupported model version %d", version)
	}
	var nm Model
	nm.feat.bits = int(getU(28))
	nm.feat.wordNgrams = int(getU(16))
	nm.feat.charMin = int(getU(64))
	nm.feat.charMax = int(getU(64))
	nm.feat.charWeight = getD()
	getS := func() string {
		n := getU(1 << 24)
		if rerr != nil {
			return ""
		}
		s := make([]byte, n)
		_, rerr = io.ReadFull(r, s)
		return string(s)
	}
	if version >= 2 {
		name, weight := getS(), getD()
		if name != "" && rerr == nil {
			for _, x := range extractors {
				if x != nil && x.Name() == name {
					nm.feat.extra, nm.feat.extraWeight = x, weight
				}
			}
			if nm.feat.extra == nil {
				return nil, fmt.Errorf("classify: the model needs the feature extractor %q", name)
			}
		}
	}
	nl := int(getU(1 << 16))
	for i := 0; i < nl && rerr == nil; i++ {
		nm.labels = append(nm.labels, getS())
	}
	nf := int(getU(1 << 28))
	if rerr == nil {
		nm.buckets = make([]uint32, nf)
		var prev uint64
		for i := range nm.buckets {
			prev += getU(1 << 28)
			nm.buckets[i] = uint32(prev)
		}
		nm.idf = make([]float32, nf)
		for i := range nm.idf {
			nm.idf[i] = getF()
		}
	}
	for l := 0; l < nl && rerr == nil; l++ {
		nm.bias = append(nm.bias, getF())
		nm.threshold = append(nm.threshold, getF())
		nm.plattA = append(nm.plattA, getF())
		nm.plattB = append(nm.plattB, getF())
		w := make([]float32, nf)
		for i := range w {
			w[i] = getF()
		}
		nm.weights = append(nm.weights, w)
	}
	if rerr != nil {
		return nil, fmt.Errorf("classify: corrupt model: %w", rerr)
	}
	nm.buildIndex()
	return &nm, nil
}

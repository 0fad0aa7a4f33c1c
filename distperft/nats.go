package distperft

import (
	"context"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"github.com/betzac/betzac/distperft/distflags"
	"github.com/betzac/betzac/variants"
)

// The JetStream names betzac uses.
const (
	Stream   = "BETZAC_UNITS"   // the work queue of units
	Subject  = "betzac.units"   // units to count; ".verify" units to recount
	Consumer = "betzac-workers" // the durable pull consumer all workers share
	Results  = "betzac-perft"   // key-value bucket of counts
	Programs = "betzac-programs"
	// RunOver is told to the workers when the run of a server perft started
	// ends, so that they stop (exit 0) before the server goes.
	RunOver = "betzac.run-over"
)

// Auth is how a client proves who it is and whom it trusts; empty
// fields mean none.
type Auth struct {
	User, Password string
	Nkey           string // a file holding an nkey user seed ("SU...")
	CA             string // a PEM file of the CAs the server's certificate must chain to
	// Secret, without User or Nkey, connects as SecretUser.
	Secret *Secret
}

// Connect connects to the server at url as a.
func Connect(url, name string, a Auth) (*nats.Conn, error) {
	opts := []nats.Option{nats.Name(name), nats.MaxReconnects(-1)}
	if a.User != "" {
		opts = append(opts, nats.UserInfo(a.User, a.Password))
	} else if a.Nkey == "" && a.Secret != nil {
		opts = append(opts, nats.UserInfo(SecretUser, a.Secret.Password()))
	}
	// The nats package reads these files itself, and would block on a FIFO
	// or fill the memory from /dev/zero: betzac's reader refuses them first.
	for flag, file := range map[string]string{"--nkey": a.Nkey, "--tls-ca": a.CA} {
		if _, err := variants.ReadFile(file); file != "" && err != nil {
			return nil, fmt.Errorf("%s %s: %w", flag, file, err)
		}
	}
	if a.Nkey != "" {
		o, err := nats.NkeyOptionFromSeed(a.Nkey)
		if err != nil {
			return nil, fmt.Errorf("--nkey %s: %w", a.Nkey, err)
		}
		opts = append(opts, o)
	}
	if a.CA != "" {
		opts = append(opts, nats.RootCAs(a.CA))
	}
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		return nil, fmt.Errorf("connecting to %s: %w", distflags.Redact(url), err)
	}
	return nc, nil
}

// NkeyPublic returns the public key of the nkey user seed in file.
func NkeyPublic(file string) (string, error) {
	data, err := variants.ReadFile(file) // a FIFO or /dev/zero is refused
	if err != nil {
		return "", fmt.Errorf("%s: %w", file, err)
	}
	kp, err := nkeys.ParseDecoratedNKey(data)
	if err != nil {
		return "", fmt.Errorf("%s: %w", file, err)
	}
	defer kp.Wipe()
	pub, err := kp.PublicKey()
	if err != nil {
		return "", fmt.Errorf("%s: %w", file, err)
	}
	if !nkeys.IsValidPublicUserKey(pub) {
		return "", fmt.Errorf("%s: not an nkey user seed (it starts SU)", file)
	}
	return pub, nil
}

// Setup creates (or finds) the stream, the consumer and the buckets.
// ackWait 0 is distflags.DefaultAckWait.
func Setup(ctx context.Context, js jetstream.JetStream, ackWait time.Duration) error {
	if ackWait <= 0 {
		ackWait = distflags.DefaultAckWait
	}
	// The buckets first: a worker that finds the consumer finds them.
	for _, b := range []string{Results, Programs} {
		_, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: b, Storage: jetstream.FileStorage, MaxValueSize: -1})
		if err != nil {
			return fmt.Errorf("bucket %s: %w", b, err)
		}
	}
	_, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name: Stream, Subjects: []string{Subject + ".>"},
		Retention: jetstream.WorkQueuePolicy, Storage: jetstream.FileStorage,
	})
	if err != nil {
		return fmt.Errorf("stream %s: %w", Stream, err)
	}
	_, err = js.CreateOrUpdateConsumer(ctx, Stream, jetstream.ConsumerConfig{
		Durable: Consumer, AckPolicy: jetstream.AckExplicitPolicy, AckWait: ackWait,
		MaxAckPending: -1,
	})
	if err != nil {
		return fmt.Errorf("consumer %s: %w", Consumer, err)
	}
	return nil
}

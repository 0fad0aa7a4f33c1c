package distperft

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// The JetStream names betzac uses.
const (
	Stream   = "BETZAC_UNITS"   // the work queue of units
	Subject  = "betzac.units"   // units to count; ".verify" units to recount
	Consumer = "betzac-workers" // the durable pull consumer all workers share
	Results  = "betzac-perft"   // key-value bucket of counts
	Programs = "betzac-programs"
)

// DefaultAckWait is how long a worker may go without a sign of life
// before its unit goes to another worker.
const DefaultAckWait = 30 * time.Second

// Auth is a user and password; empty means none.
type Auth struct{ User, Password string }

// Connect connects to the server at url as a.
func Connect(url, name string, a Auth) (*nats.Conn, error) {
	opts := []nats.Option{nats.Name(name), nats.MaxReconnects(-1)}
	if a.User != "" {
		opts = append(opts, nats.UserInfo(a.User, a.Password))
	}
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		return nil, fmt.Errorf("connecting to %s: %w", url, err)
	}
	return nc, nil
}

// Setup creates (or finds) the stream, the consumer and the buckets.
// ackWait 0 is DefaultAckWait.
func Setup(ctx context.Context, js jetstream.JetStream, ackWait time.Duration) error {
	if ackWait <= 0 {
		ackWait = DefaultAckWait
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

// Embedded is a NATS server with JetStream run in this process.
type Embedded struct {
	*server.Server
}

// StartServer starts a server listening on listen ("host:port", port 0
// for any free one) with its JetStream store in dir, requiring a if set.
func StartServer(listen, dir string, a Auth) (*Embedded, error) {
	host, portStr, err := net.SplitHostPort(listen)
	if err != nil {
		return nil, fmt.Errorf("--listen %q: %w", listen, err)
	}
	port, err := strconv.Atoi(portStr)
	if err != nil {
		return nil, fmt.Errorf("--listen %q: bad port", listen)
	}
	if port == 0 {
		port = server.RANDOM_PORT
	}
	opts := &server.Options{Host: host, Port: port, JetStream: true, StoreDir: dir,
		Username: a.User, Password: a.Password, NoSigs: true, NoLog: true}
	s, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("nats server: %w", err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		s.Shutdown()
		return nil, errors.New("nats server: not ready after 10s (is the port in use?)")
	}
	return &Embedded{s}, nil
}

// Stop shuts the server down and waits for it.
func (e *Embedded) Stop() {
	e.Shutdown()
	e.WaitForShutdown()
}

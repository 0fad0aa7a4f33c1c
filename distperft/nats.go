package distperft

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"
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

// Auth is how a client proves who it is and whom it trusts; empty
// fields mean none.
type Auth struct {
	User, Password string
	Nkey           string // a file holding an nkey user seed ("SU...")
	CA             string // a PEM file of the CAs the server's certificate must chain to
}

// Connect connects to the server at url as a.
func Connect(url, name string, a Auth) (*nats.Conn, error) {
	opts := []nats.Option{nats.Name(name), nats.MaxReconnects(-1)}
	if a.User != "" {
		opts = append(opts, nats.UserInfo(a.User, a.Password))
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
		return nil, fmt.Errorf("connecting to %s: %w", url, err)
	}
	return nc, nil
}

// NkeyPublic returns the public key of the nkey user seed in file.
func NkeyPublic(file string) (string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "", err
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

// ServerConfig is an embedded server's configuration.
type ServerConfig struct {
	Listen string // "host:port", port 0 for any free one
	Dir    string // the JetStream store
	// Clients must give User and Password, or sign with the nkey of one
	// of Nkeys (public user keys); with neither, any client connects.
	User, Password string
	Nkeys          []string
	// TLSCert and TLSKey, PEM files, make the server require TLS.
	TLSCert, TLSKey string
}

// StartServer starts a server with JetStream as cfg says.
func StartServer(cfg ServerConfig) (*Embedded, error) {
	host, portStr, err := net.SplitHostPort(cfg.Listen)
	if err != nil {
		return nil, fmt.Errorf("--listen %q: %w", cfg.Listen, err)
	}
	port, err := strconv.Atoi(portStr)
	if err != nil {
		return nil, fmt.Errorf("--listen %q: bad port", cfg.Listen)
	}
	if port == 0 {
		port = server.RANDOM_PORT
	}
	opts := &server.Options{Host: host, Port: port, JetStream: true, StoreDir: cfg.Dir, NoSigs: true, NoLog: true}
	if cfg.User != "" {
		opts.Users = []*server.User{{Username: cfg.User, Password: cfg.Password}}
	}
	for _, k := range cfg.Nkeys {
		if !nkeys.IsValidPublicUserKey(k) {
			return nil, fmt.Errorf("--allow-nkey %q: not a public nkey of a user (it starts U)", k)
		}
		opts.Nkeys = append(opts.Nkeys, &server.NkeyUser{Nkey: k})
	}
	if cfg.TLSCert != "" || cfg.TLSKey != "" {
		if opts.TLSConfig, err = serverTLS(cfg.TLSCert, cfg.TLSKey); err != nil {
			return nil, err
		}
		opts.TLS, opts.TLSTimeout = true, 5
	}
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

// serverTLS loads a server's certificate and key.
func serverTLS(certFile, keyFile string) (*tls.Config, error) {
	if certFile == "" || keyFile == "" {
		return nil, errors.New("--tls-cert and --tls-key go together")
	}
	cert, err := tls.LoadX509KeyPair(certFile, keyFile)
	if err != nil {
		return nil, fmt.Errorf("--tls-cert/--tls-key: %w", err)
	}
	return &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}, nil
}

// Stop shuts the server down and waits for it.
func (e *Embedded) Stop() {
	e.Shutdown()
	e.WaitForShutdown()
}

package distperft

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/betzac/betzac/variants"
)

// A Secret is a store's secret: 32 random bytes in a file only its user
// may read (SecretFile in the store's directory, made by the first run).
// Two keys are derived from it: the password of the NATS user SecretUser,
// which the server perft starts always requires (even on loopback: any local
// process could otherwise read the work queue and write counts), and the
// key of the HMAC every stored result carries (Count.MAC), so that a
// result not made by a worker holding the secret is not taken, whoever
// could write to the server. The password crosses the network; the MAC
// key never does.
type Secret struct {
	password string
	mac      []byte
}

// SecretUser is the NATS user that holds the store's secret.
const SecretUser = "betzac"

// SecretFile is the secret's file name in a store's directory.
const SecretFile = "secret"

// LoadSecret reads the secret in file; with create, it makes one if
// there is none. A file others may read or write is refused.
func LoadSecret(file string, create bool) (*Secret, error) {
	data, err := variants.ReadFile(file) // a FIFO or /dev/zero is refused
	if errors.Is(err, fs.ErrNotExist) && create {
		data, err = newSecretFile(file)
	}
	if err != nil {
		return nil, fmt.Errorf("--secret %s: %w", file, err)
	}
	if fi, err := os.Stat(file); err == nil && fi.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("--secret %s: others may read it (mode %04o): chmod 600 %s", file, fi.Mode().Perm(), file)
	}
	raw, err := hex.DecodeString(strings.TrimSpace(string(data)))
	if err != nil || len(raw) != 32 {
		return nil, fmt.Errorf("--secret %s: not a betzac secret (64 hexadecimal digits)", file)
	}
	return newSecret(raw), nil
}

// newSecretFile writes a new secret to file, readable only by its user.
func newSecretFile(file string) ([]byte, error) {
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o700); err != nil {
		return nil, err
	}
	data := []byte(hex.EncodeToString(raw) + "\n")
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return nil, err
	}
	return data, f.Close()
}

func newSecret(raw []byte) *Secret {
	derive := func(purpose string) []byte {
		h := hmac.New(sha256.New, raw)
		h.Write([]byte(purpose))
		return h.Sum(nil)
	}
	return &Secret{password: hex.EncodeToString(derive("betzac nats password")), mac: derive("betzac count mac")}
}

// Password is SecretUser's NATS password.
func (s *Secret) Password() string { return s.password }

// Sign returns the MAC of c stored under key (the key names the Program,
// the counting code's version, the depth and the position).
func (s *Secret) Sign(key string, c Count) string {
	h := hmac.New(sha256.New, s.mac)
	fmt.Fprintf(h, "%s\n%d\n%s\n%t\n%s", key, c.Nodes, c.Worker, c.Declined, strconv.Quote(c.Error))
	return hex.EncodeToString(h.Sum(nil))
}

// signed reports whether c, stored under key, carries its MAC.
func (s *Secret) signed(key string, c Count) bool {
	return hmac.Equal([]byte(c.MAC), []byte(s.Sign(key, c)))
}

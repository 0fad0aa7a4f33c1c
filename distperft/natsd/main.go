package natsd

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"syscall"

	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/distperft/distflags"
)

// usage is betzac-nats --help.
const usage = `betzac-nats runs the NATS server with JetStream of betzac perft --split
when it is given no --nats URL; betzac starts it. It takes no arguments.
("betzac perft --split" and "betzac worker" run in betzac-nats too, as its
subcommands perft and worker: betzac checks their command line and hands
the run over; run them through betzac.)

It reads its configuration from stdin, one JSON object whose keys are
betzac perft's flags of the same names:

  {"listen": "127.0.0.1:4222", "store": "DIR",
   "users": [{"user": "NAME", "password": "PASSWORD"}],
   "allow-nkey": ["U..."], "tls-cert": "FILE", "tls-key": "FILE"}

("listen" and "store" are needed; with no user and no nkey, any client
connects). Once clients can connect it prints the URL it listens on, one
line. It stops when stdin ends, or on SIGINT or SIGTERM, after giving its
clients a few seconds to leave.
`

// Run is the betzac-nats command of this process: Main with its
// arguments, standard streams and SIGINT and SIGTERM.
func Run() int {
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, os.Interrupt, syscall.SIGTERM)
	return Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, interrupt)
}

// Main runs betzac-nats with args, reading its configuration from stdin
// and stopping when stdin ends or interrupt receives; it returns the exit
// status: 0, 1 if the server could not start, 2 for bad arguments or a
// configuration it cannot read.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer, interrupt <-chan os.Signal) int {
	if len(args) == 1 && (args[0] == "--help" || args[0] == "-h") {
		fmt.Fprint(stdout, usage)
		return 0
	}
	if len(args) > 0 {
		fmt.Fprintf(stderr, "%s: %q: it takes no arguments: the configuration comes on stdin (%s --help)\n",
			distflags.ServerCommand, args[0], distflags.ServerCommand)
		return 2
	}
	cfg, rest, err := ReadConfig(stdin)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", distflags.ServerCommand, err)
		return 2
	}
	srv, err := Start(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", distflags.ServerCommand, err)
		return 1
	}
	fmt.Fprintln(stdout, srv.ClientURL())
	ended := make(chan struct{})
	go func() {
		_, _ = io.Copy(io.Discard, rest)
		close(ended)
	}()
	select {
	case <-ended:
	case <-interrupt:
	}
	srv.StopWhenIdle()
	return 0
}

// ReadConfig reads the configuration, one JSON object, from in and
// returns it with the rest of in. Its errors give the line and column.
func ReadConfig(in io.Reader) (cfg distperft.ServerConfig, rest io.Reader, err error) {
	var read bytes.Buffer
	dec := json.NewDecoder(io.TeeReader(in, &read))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil {
		return cfg, nil, configError(err, read.Bytes())
	}
	if cfg.Listen == "" {
		return cfg, nil, errors.New(`stdin: no "listen" (HOST:PORT, port 0 for any free one)`)
	}
	if cfg.Store == "" {
		return cfg, nil, errors.New(`stdin: no "store" (the directory of the JetStream store)`)
	}
	return cfg, io.MultiReader(dec.Buffered(), in), nil
}

// configError is the error of decoding data, with its position.
func configError(err error, data []byte) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return fmt.Errorf("stdin: no configuration: a JSON object is needed (%s --help)", distflags.ServerCommand)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("stdin: %s: the input ends inside the JSON object", position(data, int64(len(data))))
	case errors.As(err, &syntax):
		// Offset counts the bad byte.
		return fmt.Errorf("stdin: %s: %s", position(data, syntax.Offset-1), strings.TrimPrefix(syntax.Error(), "json: "))
	case errors.As(err, &typ):
		what := "the configuration"
		if typ.Field != "" {
			what = strconv.Quote(typ.Field)
		}
		return fmt.Errorf("stdin: %s: %s: a JSON %s where %s goes", position(data, typ.Offset), what, typ.Value, kindName(typ.Type))
	}
	if quoted, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		at := int64(0) // the key: the quoted name before a colon
		if loc := regexp.MustCompile(regexp.QuoteMeta(quoted) + `\s*:`).FindIndex(data); loc != nil {
			at = int64(loc[0])
		}
		return fmt.Errorf("stdin: %s: unknown key %s (the keys: %s)", position(data, at), quoted, keys())
	}
	return fmt.Errorf("stdin: %w", err)
}

// position is "line L, column C" of offset in data (both from 1; the
// column in bytes).
func position(data []byte, offset int64) string {
	before := data[:min(max(offset, 0), int64(len(data)))]
	line := bytes.Count(before, []byte("\n")) + 1
	column := len(before) - bytes.LastIndexByte(before, '\n')
	return fmt.Sprintf("line %d, column %d", line, column)
}

// kindName says what a value of t is in JSON.
func kindName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Slice:
		return "a list"
	case reflect.Struct:
		return "an object"
	}
	return t.String()
}

// keys are the configuration's keys and a user's, in order.
func keys() string {
	return jsonKeys(reflect.TypeFor[distperft.ServerConfig]()) + "; of a user: " + jsonKeys(reflect.TypeFor[distperft.User]())
}

// jsonKeys are the JSON keys of the struct type t.
func jsonKeys(t reflect.Type) string {
	var names []string
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		names = append(names, name)
	}
	return strings.Join(names, ", ")
}

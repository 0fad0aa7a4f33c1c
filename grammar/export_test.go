package grammar

// ParseFresh parses src without the memo, for the tests of package
// grammar_test.
var ParseFresh = parseNew

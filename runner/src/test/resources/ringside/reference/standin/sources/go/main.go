// the stand-in go tool does not read it

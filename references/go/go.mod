module ringside/reference

go 1.19

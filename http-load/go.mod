module ringside/httpload

go 1.19

module ringside/reference

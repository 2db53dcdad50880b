// the stand-in g++ does not read it

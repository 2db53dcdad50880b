package ringside.loom.plain;

/** The plaintext programs' parallelism argument: bad input ends the program with status 2, saying what is accepted. */
final class Parallelism {
    private Parallelism() {
    }

    static int parse(String text) {
        try {
            int parallelism = Integer.parseInt(text);
            if (parallelism >= 1) {
                return parallelism;
            }
        } catch (NumberFormatException e) {
            // told below
        }
        System.err.println("parallelism: '" + text + "' is not accepted; expected an integer >= 1");
        System.exit(2);
        return 0;
    }
}

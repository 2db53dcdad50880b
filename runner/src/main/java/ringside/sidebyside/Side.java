package ringside.sidebyside;

/** The two sides of a row: the framework's own kind of program, and Ringside's op for the same pattern. */
public enum Side {
    PROGRAM("program"),
    RINGSIDE("ringside");

    private final String csvName;

    Side(String csvName) {
        this.csvName = csvName;
    }

    /** Its name in results.csv and in the logs' file names. */
    public String csvName() {
        return csvName;
    }

    static Side byCsvName(String name) {
        for (Side side : values()) {
            if (side.csvName.equals(name)) {
                return side;
            }
        }
        throw new IllegalArgumentException("no side '" + name + "'; expected program or ringside");
    }
}

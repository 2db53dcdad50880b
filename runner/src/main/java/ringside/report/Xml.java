package ringside.report;

/** Text placed in HTML or SVG: the characters markup would read as its own escaped. */
final class Xml {
    private Xml() {
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

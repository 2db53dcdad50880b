package ringside.docs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A block of a Markdown page that {@code ./benchmark.sh docs} writes: between a start marker naming its source and
 * arguments, and an end marker. Everything between them belongs to the docs command; the rest of the page is
 * written by hand.
 *
 * <pre>
 * &lt;!-- generated: section run=sample heading="Verdicts" — ./benchmark.sh docs rewrites this block --&gt;
 * ...
 * &lt;!-- end generated --&gt;
 * </pre>
 *
 * @param source what makes the block (see {@link BlockSources})
 * @param args its arguments, {@code name=value} or {@code name="a value with spaces"}, in order
 * @param marker the start marker's whole line
 * @param start where the block's content starts in the page (after the start marker's line)
 * @param end where it ends (the start of the end marker's line)
 */
public record GeneratedBlock(String source, Map<String, String> args, String marker, int start, int end) {
    static final String START = "<!-- generated: ";
    static final String START_TAIL = " — ./benchmark.sh docs rewrites this block -->";
    static final String END = "<!-- end generated -->";
    private static final Pattern MARKER = Pattern.compile("^" + Pattern.quote(START) + "(.*?)"
            + Pattern.quote(START_TAIL) + "[ \\t]*$", Pattern.MULTILINE);
    private static final Pattern ARG = Pattern.compile("\\s*([A-Za-z]+)=(?:\"([^\"]*)\"|(\\S+))");

    /** The page's generated blocks, in order; a start marker without its end, or a malformed one, is refused. */
    public static List<GeneratedBlock> in(String page, String pageName) {
        List<GeneratedBlock> blocks = new ArrayList<>();
        Matcher m = MARKER.matcher(page);
        int from = 0;
        while (m.find(from)) {
            String[] sourceAndArgs = m.group(1).strip().split("\\s+", 2);
            Map<String, String> args = new LinkedHashMap<>();
            if (sourceAndArgs.length > 1) {
                Matcher a = ARG.matcher(sourceAndArgs[1]);
                int at = 0;
                while (a.lookingAt()) {
                    args.put(a.group(1), a.group(2) != null ? a.group(2) : a.group(3));
                    at = a.end();
                    a.region(at, sourceAndArgs[1].length());
                }
                if (at != sourceAndArgs[1].length()) {
                    throw new IllegalArgumentException(pageName + ": a generated block's arguments are not"
                            + " name=value or name=\"value\": " + m.group());
                }
            }
            int start = m.end() + 1;
            int end = page.indexOf("\n" + END, m.end());
            int nextStart = page.indexOf("\n" + START, m.end());
            if (end < 0 || (nextStart >= 0 && nextStart < end)) {
                throw new IllegalArgumentException(pageName + ": a generated block has no " + END + ": " + m.group());
            }
            blocks.add(new GeneratedBlock(sourceAndArgs[0], args, m.group(), Math.min(start, end + 1), end + 1));
            from = end + 1;
        }
        return blocks;
    }

    /** The page with every block's content replaced by what {@code content} makes of the block. */
    public static String rewrite(String page, String pageName, java.util.function.Function<GeneratedBlock, String> content) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (GeneratedBlock block : in(page, pageName)) {
            String text = content.apply(block);
            out.append(page, at, block.start()).append(text.isEmpty() || text.endsWith("\n") ? text : text + "\n");
            at = block.end();
        }
        return out.append(page, at, page.length()).toString();
    }

    /** The page's text with every generated block's content blanked: its lines left empty, so line numbers stay. */
    public static String handWritten(String page, String pageName) {
        return rewrite(page, pageName, block -> "\n".repeat((int) block.content(page).lines().count()));
    }

    /** The block's content in the page as it stands. */
    public String content(String page) {
        return page.substring(start, end);
    }

    /** An argument the source needs, or a clear error naming the block. */
    String arg(String name) {
        String value = args.get(name);
        if (value == null) {
            throw new IllegalArgumentException("the generated block " + marker + " needs " + name + "=...");
        }
        return value;
    }
}

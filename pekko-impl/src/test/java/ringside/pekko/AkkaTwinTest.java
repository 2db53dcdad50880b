package ringside.pekko;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * pekko-impl is akka-impl with the names changed: every file under {@code src/} (main and test, the plain programs
 * included) has its twin, and once Pekko's names are put in Akka's words the two agree line by line, except for the
 * differences listed in {@code akka-twin-differences.txt}, each with why. A change made to one twin only fails here
 * until it is made to the other, or listed as a real difference of the frameworks.
 */
class AkkaTwinTest {
    private static final Path AKKA = Path.of("../akka-impl/src");
    private static final Path PEKKO = Path.of("src");
    private static final String DIFFERENCES = "akka-twin-differences.txt";

    /** A run of lines where the twins differ: its first line on each side (1-based), and the raw lines of each. */
    record Hunk(int akkaLine, int pekkoLine, List<String> akka, List<String> pekko) {
        String show() {
            StringBuilder s = new StringBuilder("at akka-impl line " + akkaLine + ", pekko-impl line " + pekkoLine);
            akka.forEach(line -> s.append("\n< ").append(line));
            pekko.forEach(line -> s.append("\n> ").append(line));
            return s.toString();
        }
    }

    /** An allowed difference: a file under src/ (as akka-impl names it), why, and the lines of each side. */
    record Allowed(String file, String why, List<String> akka, List<String> pekko) {}

    @Test
    void theTwinsDifferOnlyWhereListed() throws IOException {
        Map<String, Path> akkaFiles = files(AKKA, name -> name);
        Map<String, Path> pekkoFiles = files(PEKKO, AkkaTwinTest::inAkkasWords);
        assertTrue(akkaFiles.size() > 10 && pekkoFiles.size() > 10, "both modules' sources: " + akkaFiles.keySet());
        List<Allowed> unused = allowed();
        List<String> problems = new ArrayList<>();
        TreeSet<String> names = new TreeSet<>(akkaFiles.keySet());
        names.addAll(pekkoFiles.keySet());
        for (String name : names) {
            Path akka = akkaFiles.get(name);
            Path pekko = pekkoFiles.get(name);
            if (akka == null || pekko == null) {
                String only = akka == null ? "pekko-impl" : "akka-impl";
                Allowed entry = find(unused, name, List.of("(" + only + " only)"), List.of());
                if (entry == null) {
                    problems.add(name + ": only in " + only + ", with no twin");
                }
                unused.remove(entry);
                continue;
            }
            List<String> akkaLines = Files.readAllLines(akka);
            List<String> pekkoLines = Files.readAllLines(pekko);
            boolean reported = false;
            for (Hunk hunk : differences(akkaLines, pekkoLines)) {
                Allowed entry = find(unused, name, hunk.akka(), hunk.pekko()); // each entry allows one run
                if (entry == null && !reported) { // a file's first difference: the rest often follow from it
                    problems.add(name + ": the twins differ " + hunk.show());
                    reported = true;
                }
                unused.remove(entry);
            }
        }
        unused.forEach(entry -> problems.add(DIFFERENCES + " lists a difference the twins no longer have: "
                + entry.file() + ": " + entry.why()));
        assertEquals("", String.join("\n\n", problems));
    }

    /** The comparison itself can fail: one changed line in one twin is a difference, renamed names are not. */
    @Test
    void aChangedLineIsADifferenceAndARenameIsNot() {
        List<String> akka = List.of("package ringside.akka;", "import akka.actor.typed.ActorSystem;", "a", "b", "c");
        List<String> pekko = List.of("package ringside.pekko;", "import org.apache.pekko.actor.typed.ActorSystem;",
                "a", "B", "c");
        assertEquals(List.of(new Hunk(4, 4, List.of("b"), List.of("B"))), differences(akka, pekko));
        assertEquals(List.of(new Hunk(3, 3, List.of(), List.of("x"))),
                differences(List.of("a", "b"), List.of("a", "b", "x")));
    }

    /** Pekko's names in Akka's words: the package, Pekko's Apache package, config keys, class names and text. */
    static String inAkkasWords(String pekko) {
        return pekko.replace("org.apache.pekko", "akka").replace("Pekko", "Akka").replace("pekko", "akka");
    }

    /** Every file under a module's src/, keyed by its path in Akka's words. */
    private static Map<String, Path> files(Path src, UnaryOperator<String> inAkkasWords) throws IOException {
        Map<String, Path> files = new LinkedHashMap<>();
        try (Stream<Path> walk = Files.walk(src)) {
            walk.filter(Files::isRegularFile).sorted().forEach(file ->
                    files.put(inAkkasWords.apply(src.relativize(file).toString().replace('\\', '/')), file));
        }
        return files;
    }

    /** The runs of differing lines after renaming, from a longest common subsequence of the renamed lines. */
    static List<Hunk> differences(List<String> akka, List<String> pekko) {
        List<String> renamed = pekko.stream().map(AkkaTwinTest::inAkkasWords).toList();
        int n = akka.size();
        int m = renamed.size();
        int[][] common = new int[n + 1][m + 1]; // common[i][j]: LCS length of akka[i..] and renamed[j..]
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                common[i][j] = akka.get(i).equals(renamed.get(j)) ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        List<Hunk> hunks = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && akka.get(i).equals(renamed.get(j))) {
                i++;
                j++;
                continue;
            }
            int fromI = i;
            int fromJ = j;
            while (i < n || j < m) {
                if (i < n && j < m && akka.get(i).equals(renamed.get(j))) {
                    break;
                }
                if (j == m || (i < n && common[i + 1][j] >= common[i][j + 1])) {
                    i++;
                } else {
                    j++;
                }
            }
            hunks.add(new Hunk(fromI + 1, fromJ + 1, akka.subList(fromI, i), pekko.subList(fromJ, j)));
        }
        return hunks;
    }

    private static Allowed find(List<Allowed> unused, String file, List<String> akka, List<String> pekko) {
        return unused.stream()
                .filter(a -> a.file().equals(file) && a.akka().equals(akka) && a.pekko().equals(pekko))
                .findFirst().orElse(null);
    }

    /**
     * The list: {@code @ <file>: <why>}, then the akka-impl lines as {@code < line} and the pekko-impl lines as
     * {@code > line}, verbatim; {@code @ <file> (akka-impl only): <why>} allows a file without twin; {@code #} starts
     * a comment.
     */
    static List<Allowed> allowed() throws IOException {
        List<String> lines;
        try (InputStream in = Objects.requireNonNull(AkkaTwinTest.class.getResourceAsStream(DIFFERENCES))) {
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        List<Allowed> allowed = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("@ ")) {
                int colon = line.indexOf(": ");
                String file = line.substring(2, colon);
                List<String> only = new ArrayList<>();
                for (String side : List.of("akka-impl", "pekko-impl")) {
                    if (file.endsWith(" (" + side + " only)")) {
                        file = file.substring(0, file.length() - side.length() - 8);
                        only.add("(" + side + " only)");
                    }
                }
                allowed.add(new Allowed(file, line.substring(colon + 2), only, new ArrayList<>()));
            } else if (line.startsWith("<") || line.startsWith(">")) {
                Allowed last = allowed.get(allowed.size() - 1);
                (line.startsWith("<") ? last.akka() : last.pekko()).add(line.length() > 1 ? line.substring(2) : "");
            } else if (!line.isBlank() && !line.startsWith("#")) {
                throw new IllegalStateException(DIFFERENCES + ": a line that is neither @, <, > nor #: " + line);
            }
        }
        return allowed;
    }
}

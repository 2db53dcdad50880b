package ringside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Ringside's packages, in every module below the framework modules (api, harness, tck, runner), depend on each other
 * one way only (docs/architecture.md): no package may use one that uses it back, directly or through others. A use
 * is any mention in code: an import, a qualified name or a class name in a string; comments do not count.
 */
class PackageCyclesTest {
    /** The main sources of those modules, from the runner's folder (where its tests run). */
    static final List<Path> SOURCES = Stream.of("api", "harness", "tck", "runner")
            .map(module -> Path.of("..", module, "src", "main", "java", "ringside")).toList();
    private static final Pattern MENTION = Pattern.compile("\\bringside\\.([a-z_]+)\\.");

    @Test
    void noPackageUsesOneThatUsesItBack() throws IOException {
        Map<String, Set<String>> uses = uses(SOURCES);
        assertTrue(uses.keySet().containsAll(List.of("workload", "contract", "bench", "remote", "launcher", "report",
                "suite")), uses.keySet().toString());
        assertEquals(List.of(), cycles(uses), "package cycles; what each package uses: " + uses);
    }

    /** The check itself finds what it is there to find. */
    @Test
    void findsACycleThroughOtherPackages() {
        Map<String, Set<String>> uses = Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a"));
        assertEquals(List.of("a -> b -> c -> a"), cycles(uses));
        assertEquals(List.of(), cycles(Map.of("a", Set.of("b"), "b", Set.of())));
        assertEquals("a \n\"// kept\"   b", withoutComments("a // ringside.x.Y\n\"// kept\" /* ringside.z.Q */ b"));
    }

    /** Package (under ringside) to the other packages its sources mention, over every folder of sources. */
    static Map<String, Set<String>> uses(List<Path> sources) throws IOException {
        Map<String, Set<String>> uses = new TreeMap<>();
        for (Path root : sources) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    String pkg = root.relativize(file).getName(0).toString();
                    Set<String> used = uses.computeIfAbsent(pkg, k -> new TreeSet<>());
                    Matcher m = MENTION.matcher(withoutComments(Files.readString(file)));
                    while (m.find()) {
                        if (!m.group(1).equals(pkg)) {
                            used.add(m.group(1));
                        }
                    }
                }
            }
        }
        return uses;
    }

    /** Each package that can reach itself, with the way: "a -> b -> a", once per cycle's smallest package. */
    private static List<String> cycles(Map<String, Set<String>> uses) {
        List<String> found = new ArrayList<>();
        for (String start : new TreeSet<>(uses.keySet())) {
            List<String> path = pathBack(start, start, uses, new ArrayList<>(List.of(start)), new TreeSet<>());
            if (path != null && path.stream().allMatch(p -> p.compareTo(start) >= 0)) {
                found.add(String.join(" -> ", path));
            }
        }
        return found;
    }

    private static List<String> pathBack(String start, String at, Map<String, Set<String>> uses, List<String> path,
            Set<String> seen) {
        for (String next : new TreeSet<>(uses.getOrDefault(at, Set.of()))) {
            if (next.equals(start)) {
                List<String> cycle = new ArrayList<>(path);
                cycle.add(start);
                return cycle;
            }
            if (seen.add(next)) {
                path.add(next);
                List<String> cycle = pathBack(start, next, uses, path, seen);
                if (cycle != null) {
                    return cycle;
                }
                path.remove(path.size() - 1);
            }
        }
        return null;
    }

    /** Java source without its comments; string and char literals are kept whole (a "//" in one is no comment). */
    static String withoutComments(String source) {
        StringBuilder code = new StringBuilder(source.length());
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (source.startsWith("//", i)) {
                int end = source.indexOf('\n', i);
                i = end < 0 ? source.length() : end;
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                i = end < 0 ? source.length() : end + 2;
                code.append(' ');
            } else if (c == '"' || c == '\'') {
                int end = i + 1;
                while (end < source.length() && source.charAt(end) != c) {
                    end += source.charAt(end) == '\\' ? 2 : 1;
                }
                code.append(source, i, Math.min(end + 1, source.length()));
                i = end + 1;
            } else {
                code.append(c);
                i++;
            }
        }
        return code.toString();
    }
}

package ringside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import ringside.docs.Pages;

/**
 * Every link between the project's Markdown pages resolves: the README, {@code docs/} and each module's README. A
 * relative link names a file that exists, and an anchor names a heading of its page, as GitHub makes anchors.
 */
class DocLinksTest {
    private static final Path CHECKOUT = Path.of("..");
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.*)$", Pattern.MULTILINE);

    @Test
    void everyLinkBetweenTheDocsResolves() throws IOException {
        List<Path> pages = pages();
        assertTrue(pages.size() > 5, "the README, docs/ and the module READMEs: " + pages);
        List<String> broken = new ArrayList<>();
        Map<Path, Set<String>> anchors = new HashMap<>();
        for (Path page : pages) {
            Matcher m = LINK.matcher(Files.readString(page));
            while (m.find()) {
                String target = m.group(1);
                if (target.matches("^[a-z]+:.*")) {
                    continue; // a web address or mailto: not ours to check
                }
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                Path to = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                if (!Files.exists(to)) {
                    broken.add(page + ": " + target + " (no such file)");
                } else if (hash >= 0 && to.toString().endsWith(".md")
                        && !anchors.computeIfAbsent(to, DocLinksTest::anchorsOf).contains(target.substring(hash + 1))) {
                    broken.add(page + ": " + target + " (no such heading)");
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    /** GitHub's anchors: lower case, punctuation but - and _ dropped, spaces to hyphens, repeats numbered. */
    @Test
    void anchorsAreMadeAsGitHubMakesThem() {
        assertEquals(Set.of("jmhs-own-tools-and-allocation", "remote", "remote-1"),
                anchorsOfText("## JMH's own tools and allocation\n### Remote\n## Remote\n"));
        assertEquals(Set.of("kotlin-impl-coroutines-with-channels"),
                anchorsOfText("# `kotlin-impl`: coroutines with channels\n"));
    }

    private static List<Path> pages() throws IOException {
        return Pages.of(CHECKOUT).stream().map(CHECKOUT::resolve).toList();
    }

    private static Set<String> anchorsOf(Path page) {
        try {
            return anchorsOfText(Files.readString(page));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Set<String> anchorsOfText(String markdown) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        Matcher m = HEADING.matcher(markdown);
        while (m.find()) {
            String base = m.group(1).strip().toLowerCase(Locale.ROOT).replace("`", "")
                    .replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-');
            int n = seen.merge(base, 1, Integer::sum) - 1;
            anchors.add(n == 0 ? base : base + "-" + n);
        }
        return anchors;
    }
}

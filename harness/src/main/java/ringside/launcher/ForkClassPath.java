package ringside.launcher;

import java.io.File;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * JMH starts its forks with {@code java.class.path}. Under {@code mvn exec:java} that is Maven's own class path,
 * and the fork fails with "Could not find or load main class ...ForkedMain". Setting it to the files of the
 * class loaders that loaded the module fixes that; under a plain {@code java -cp} it changes nothing.
 */
final class ForkClassPath {
    private ForkClassPath() {
    }

    static void exportForJmh() {
        Set<String> entries = new LinkedHashSet<>();
        ClassLoader system = ClassLoader.getSystemClassLoader();
        for (ClassLoader cl = Thread.currentThread().getContextClassLoader(); cl != null && cl != system;
                cl = cl.getParent()) {
            if (cl instanceof URLClassLoader urls) {
                for (URL url : urls.getURLs()) {
                    if ("file".equals(url.getProtocol())) {
                        entries.add(toPath(url));
                    }
                }
            }
        }
        if (!entries.isEmpty()) { // loaded by a child loader (exec:java): hand the fork that class path
            System.setProperty("java.class.path", String.join(File.pathSeparator, entries));
        }
    }

    private static String toPath(URL url) {
        try {
            return Path.of(url.toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("class path entry " + url + " is not a file", e);
        }
    }
}

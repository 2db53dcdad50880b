package ringside.contract;

import java.time.LocalDate;

/**
 * What a user weighs beside speed when choosing a framework, as its module states it (the one place it is
 * written). Releases and maintenance change after the fact, so the facts carry the day they were checked.
 *
 * @param lastRelease what the newest releases are and when they came out
 * @param maintenance who maintains it, and whether releases still come
 * @param jdks the JDK versions it runs on, and what it takes on current ones
 * @param buildNeeds what an application's build or launch must add: a Java agent, bytecode weaving, a compiler
 *     plugin, or nothing
 * @param remoting whether the framework itself carries messages between JVMs
 * @param checked the day these facts were checked, as an ISO date (2026-11-30)
 */
public record FrameworkFacts(String lastRelease, String maintenance, String jdks, String buildNeeds, String remoting,
        String checked) {

    public FrameworkFacts {
        for (String fact : new String[] {lastRelease, maintenance, jdks, buildNeeds, remoting, checked}) {
            if (fact == null || fact.isBlank()) {
                throw new IllegalArgumentException("every framework fact must be stated (none blank)");
            }
        }
        LocalDate.parse(checked); // a date a reader can weigh the facts by, or a clear failure
    }
}

package org.dynast.app.roster;

import java.time.Instant;
import java.time.LocalDate;

/** One line of the roster table, already in the dynasty's words. */
public record PlayerRow(long id, String name, String role, boolean idle, String status, Instant idleSince,
                        LocalDate joinedOn, boolean tenured, String mentor, boolean admin) {
}

package org.dynast.model.matters;

import java.util.List;
import org.dynast.model.log.EntityTable;

/** The core-rules profiles of a dynasty file: the shipped ones and the emperor's edited copies. */
public interface ProfileRepository extends EntityTable<StoredProfile> {

    List<StoredProfile> all();

    default String keyOf(StoredProfile profile) {
        return profile.id();
    }
}
